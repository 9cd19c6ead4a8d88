import { startTransition, useEffect, useState, type DependencyList } from 'react';

/**
 * The answer of a read, made again whenever `keys` change (and `undefined` until it comes, the
 * first time and after each change). The read gets an AbortSignal that aborts when the keys
 * change or the component goes, so a slow earlier answer never overwrites a newer one, and the
 * request itself stops. When the read fails, `onError`'s value is the answer: the page's own
 * "could not load" state. With `keepPrevious`, the last answer stays until the next one comes
 * (results under a search box that is being typed in).
 */
export function useApiQuery<T>(
  read: (signal: AbortSignal) => Promise<T>,
  keys: DependencyList,
  onError: (error: unknown) => T,
  { keepPrevious = false } = {},
): T | undefined {
  const [state, setState] = useState<{ keys: DependencyList; answer: T }>();
  useEffect(() => {
    const controller = new AbortController();
    // As a transition, the page an answer fills renders in slices that yield to the browser (a
    // shopper's tap or scroll goes first) rather than in one long task.
    const settle = (answer: T) => controller.signal.aborted || startTransition(() => setState({ keys, answer }));
    read(controller.signal).then(settle, (error: unknown) => controller.signal.aborted || settle(onError(error)));
    return () => controller.abort();
    // The caller's keys are the dependencies; read and onError may be new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, keys);
  // An answer held for other keys is not this one: loading.
  return state && (keepPrevious || sameKeys(state.keys, keys)) ? state.answer : undefined;
}

/** A promise that resolves after `ms`, or rejects at once when `signal` aborts (a debounce). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function sameKeys(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((key, index) => Object.is(key, b[index]));
}
