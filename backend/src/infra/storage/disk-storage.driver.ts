import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageKey, StorageDriver, StoredFile } from './storage-driver';

/** Keeps files in one directory (DATA_DIR/uploads). */
export class DiskStorageDriver extends StorageDriver {
  readonly name = 'disk';

  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertStorageKey(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.partial`);
    await writeFile(partial, body);
    await rename(partial, join(this.dir, key));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    const path = join(this.dir, key);
    try {
      const { size } = await stat(path);
      return { body: createReadStream(path), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertStorageKey);
    await Promise.all(keys.map((key) => rm(join(this.dir, key), { force: true })));
  }
}
