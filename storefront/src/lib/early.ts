// API reads boot.ts starts while the app's bundle is still downloading, handed to the code that needs them.

/** What an early read came to: the JSON body, or `ok: false` when the API refused or could not be reached. */
export interface EarlyAnswer {
  ok: boolean;
  data: unknown;
}

declare global {
  interface Window {
    /** API path (as requested, URL-encoded) → its answer, each taken once. */
    __satchelEarly?: Record<string, Promise<EarlyAnswer>>;
  }
}

/** The answer boot.ts already asked for at this path, if any; the next caller asks the API itself. */
export function takeEarly(path: string): Promise<EarlyAnswer> | undefined {
  const early = window.__satchelEarly;
  const answer = early?.[path];
  if (answer) delete early[path];
  return answer;
}
