import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ADMIN, adminToken, createCategory } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { DiskStorageDriver } from './disk-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { StorageDriver } from './storage-driver';

// s3rver ships no typings; it is a Koa app with run() and close().
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

/** A local S3-compatible server with one bucket, for the S3 driver. */
async function startS3(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'satchel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'satchel-test' }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: 'satchel-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(['disk', 's3'] as const)('the %s storage driver', (kind) => {
  let driver: StorageDriver;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (kind === 'disk') {
      const dir = await mkdtemp(join(tmpdir(), 'satchel-disk-'));
      driver = new DiskStorageDriver(dir);
      cleanup = () => rm(dir, { recursive: true, force: true });
    } else {
      const s3 = await startS3();
      const s3Driver = new S3StorageDriver({
        bucket: s3.env.S3_BUCKET,
        region: 'us-east-1',
        endpoint: s3.env.S3_ENDPOINT,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      });
      driver = s3Driver;
      cleanup = async () => {
        // Client first: its keep-alive sockets would otherwise hold the server open.
        s3Driver.onApplicationShutdown();
        await s3.stop();
      };
    }
  });
  afterAll(() => cleanup?.());

  it('gives back the same bytes and size', async () => {
    const bytes = randomBytes(100_000); // binary, and more than one stream chunk
    await driver.put('a1b2-photo.png', bytes, 'image/png');
    const file = await driver.get('a1b2-photo.png');
    expect(file?.size).toBe(bytes.length);
    expect(Buffer.compare(await read(file!.body), bytes)).toBe(0);
  });

  it('replaces a file stored under the same key', async () => {
    await driver.put('c3d4-photo.png', Buffer.from('first'), 'image/png');
    await driver.put('c3d4-photo.png', Buffer.from('second version'), 'image/png');
    const file = await driver.get('c3d4-photo.png');
    expect(file?.size).toBe(14);
    expect((await read(file!.body)).toString()).toBe('second version');
  });

  it('has nothing for a key never stored', async () => {
    expect(await driver.get('missing-file.png')).toBeUndefined();
  });

  it('deletes files, ignoring keys that are not there and empty lists', async () => {
    await driver.put('e5f6-photo.png', Buffer.from('x'), 'image/png');
    await driver.delete(['e5f6-photo.png', 'never-stored.png']);
    await driver.delete([]);
    expect(await driver.get('e5f6-photo.png')).toBeUndefined();
  });

  it('deletes more keys than one S3 request takes', async () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `batch-${i}.png`);
    await driver.put(keys[0], Buffer.from('first'), 'image/png');
    await driver.put(keys[1000], Buffer.from('last'), 'image/png'); // in the second batch
    await driver.delete(keys);
    expect(await driver.get(keys[0])).toBeUndefined();
    expect(await driver.get(keys[1000])).toBeUndefined();
  });

  it('refuses keys that are not server-generated file names', async () => {
    for (const key of ['../etc/passwd', 'a/b.png', '', '.hidden.png', 'no-extension']) {
      await expect(driver.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Not a storage key');
      await expect(driver.get(key)).rejects.toThrow('Not a storage key');
      await expect(driver.delete([key])).rejects.toThrow('Not a storage key');
      await expect(driver.delete(['ok-file.png', key])).rejects.toThrow('Not a storage key');
    }
  });
});

describe('the shop on S3 storage', () => {
  it('stores uploads in the bucket and serves them at /uploads', async () => {
    const s3 = await startS3();
    const t = await createTestApp({ ...ADMIN, ...s3.env });
    try {
      const category = await createCategory(t, await adminToken(t), 'Bucketed');
      const url = category.uploads[0].url;
      const served = await t.http.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      const object = await t.app.get(StorageDriver).get(url.replace('/uploads/', ''));
      expect(t.app.get(StorageDriver).name).toBe('s3');
      expect(Buffer.compare(await read(object!.body), served.body)).toBe(0);
    } finally {
      await t.close();
      await s3.stop();
    }
  });
});
