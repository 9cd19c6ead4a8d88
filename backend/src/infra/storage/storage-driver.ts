import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live: local disk by default, an S3 bucket when S3_* is set. Keys are
 * server-generated file names (no directories), so drivers never see a path from a client.
 */
export abstract class StorageDriver {
  abstract readonly name: 'disk' | 's3';

  /** Stores (or replaces) a file. */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;

  /** Opens a stored file for reading; undefined when there is none. */
  abstract get(key: string): Promise<StoredFile | undefined>;

  /** Removes files; keys that do not exist are ignored. */
  abstract delete(keys: readonly string[]): Promise<void>;
}

/** File names the server generates: letters, digits, '-' and one extension. */
export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9-]{0,127}\.[a-z0-9]{2,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
