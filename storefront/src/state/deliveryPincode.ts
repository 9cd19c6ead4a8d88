import { useSyncExternalStore } from 'react';

/** The pincode the shopper last checked delivery to, remembered for the browser session. */
const KEY = 'satchel.deliveryPincode';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage blocked: nothing remembered
  }
}

export function rememberPincode(pincode: string): void {
  try {
    sessionStorage.setItem(KEY, pincode);
  } catch {
    // storage blocked: remembered for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered pincode ('' for none); every component showing it follows a change. */
export function useDeliveryPincode(): string {
  return useSyncExternalStore(subscribe, read, () => '');
}
