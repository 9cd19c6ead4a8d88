import { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { OnApplicationShutdown } from '@nestjs/common';
import { S3Config } from '../../config/app-config';
import { assertStorageKey, StorageDriver, StoredFile } from './storage-driver';

/** Keeps files in an S3 bucket (or any S3-compatible store), one object per key. */
export class S3StorageDriver extends StorageDriver implements OnApplicationShutdown {
  readonly name = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined, // the SDK's default chain: environment, profile, instance role
      // Since 3.729 the SDK adds CRC32 checksums to every upload and validates them on reads; many
      // S3-compatible stores (older MinIO, Ceph, B2, GCS…) reject or omit them. Only where S3 requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the HTTP response stream, a Readable.
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      // By name and status, not instanceof (which fails across duplicate SDK copies). A missing
      // bucket is also a 404, but a misconfiguration, not a missing file.
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
      if (e?.name === 'NoSuchKey' || (e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket')) {
        return undefined;
      }
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertStorageKey);
    // DeleteObjects takes at most 1000 keys per request.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
