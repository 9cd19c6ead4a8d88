import { useSyncExternalStore } from 'react';

/** The share of the current upload sent so far (0–100), or null when none is running. */
type Listener = () => void;
let percent: number | null = null;
const listeners = new Set<Listener>();

export function setUploadProgress(value: number | null): void {
  percent = value;
  listeners.forEach((listener) => listener());
}

export function getUploadProgress(): number | null {
  return percent;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadProgress(): number | null {
  return useSyncExternalStore(subscribe, getUploadProgress, getUploadProgress);
}
