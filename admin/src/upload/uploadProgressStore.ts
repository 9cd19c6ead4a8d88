import { useSyncExternalStore } from 'react';

type Listener = () => void;
/** The share of the current upload sent so far (0–100), or null when none is running. */
let percent: number | null = null;
/** How many forms show their own bar: the page-wide one then stays hidden, so only one bar shows. */
let inlineBars = 0;
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((listener) => listener());

export function setUploadProgress(value: number | null): void {
  percent = value === null ? null : Math.min(100, Math.max(0, Math.round(value)));
  tell();
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

/** A form's own bar announces itself while mounted; the returned function takes it back. */
export function registerInlineBar(): () => void {
  inlineBars += 1;
  tell();
  return () => {
    inlineBars -= 1;
    tell();
  };
}

const hasInlineBar = () => inlineBars > 0;

export function useHasInlineBar(): boolean {
  return useSyncExternalStore(subscribe, hasInlineBar, hasInlineBar);
}
