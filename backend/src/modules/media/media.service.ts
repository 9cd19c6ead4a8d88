import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { StorageDriver } from '../../infra/storage/storage-driver';
import { checkImage, ImageFile } from './image-files';
import { IMAGE_RENDITIONS_JOB } from './image-renditions.job';
import { Upload } from './upload.entity';

/**
 * Stores checked images and forgets them. Files are written before the database change that
 * refers to them (so a URL works the moment it is returned) and deleted only after the change
 * that dropped them has committed (so a failed change loses nothing).
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');
  /** Columns outside the catalogue that keep an upload alive (a placed order keeps its picture). */
  private readonly keepers: { table: string; column: string }[] = [];

  constructor(
    private readonly storage: StorageDriver,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Checks every file first (all or nothing), then stores them. Returns the uploads, created in
   * `em` with their rendition jobs, for the caller's flush to write with its own change.
   */
  async store(em: EntityManager, files: readonly ImageFile[], options: { svg?: 'rasterize' } = {}): Promise<Upload[]> {
    const checked = await Promise.all(files.map((file) => checkImage(file, options)));
    const uploads: Upload[] = [];
    try {
      for (const image of checked) {
        const filename = `${randomUUID()}.${image.extension}`;
        await this.storage.put(filename, image.data, image.contentType);
        const upload = em.create(Upload, {
          filename,
          contentType: image.contentType,
          size: image.data.length,
          width: image.width,
          height: image.height,
        });
        uploads.push(upload);
        this.outbox.enqueue(em, IMAGE_RENDITIONS_JOB, { filename });
      }
    } catch (error) {
      await this.discard(uploads);
      throw error;
    }
    return uploads;
  }

  /** Declares a column whose rows keep the uploads they name from being deleted with their owner. */
  keepWhileReferenced(table: string, column: string): void {
    this.keepers.push({ table, column });
  }

  /** Of these uploads, the ones nothing declared with keepWhileReferenced still names: safe to delete. */
  async releasable(em: EntityManager, uploads: readonly Upload[]): Promise<Upload[]> {
    if (!uploads.length || !this.keepers.length) return [...uploads];
    const ids = uploads.map((upload) => upload.id);
    const kept = new Set<number>();
    for (const { table, column } of this.keepers) {
      const rows: { id: number }[] = await em.execute(
        `select distinct "${column}" as id from "${table}" where "${column}" in (?)`,
        [ids],
      );
      rows.forEach((row) => kept.add(Number(row.id)));
    }
    return uploads.filter((upload) => !kept.has(upload.id));
  }

  /** Removes the files of uploads whose rows are gone (or never committed). Failures are logged, not raised. */
  async discard(uploads: readonly Upload[]): Promise<void> {
    const keys = uploads.flatMap((upload) => [upload.filename, ...upload.renditions.map((r) => r.filename)]);
    if (!keys.length) return;
    try {
      await this.storage.delete(keys);
    } catch (error) {
      this.logger.warn(`Could not delete ${keys.join(', ')}: ${(error as Error).message}`);
    }
  }

  /**
   * Runs a change that stores new uploads: if it fails, their files are removed again.
   * Returns the change's result.
   */
  async withNewUploads<T>(uploads: readonly Upload[], change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      await this.discard(uploads);
      throw error;
    }
  }
}
