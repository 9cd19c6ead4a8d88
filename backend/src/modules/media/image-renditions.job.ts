import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import sharp from 'sharp';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { Metrics } from '../../infra/metrics/metrics';
import { StorageDriver } from '../../infra/storage/storage-driver';
import { MAX_INPUT_PIXELS } from './image-files';
import { Rendition, Upload } from './upload.entity';

export const IMAGE_RENDITIONS_JOB = 'image.renditions';
/** The widths the storefront picks from with srcset. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;

export interface ImageRenditionsPayload extends Record<string, unknown> {
  filename: string;
}

/** Renders WebP copies of a new upload at each smaller width; the original stays as it is. */
@Injectable()
export class ImageRenditionsJob implements OnModuleInit {
  private readonly made: Counter;

  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly storage: StorageDriver,
    private readonly catalogue: CatalogueCache,
    metrics: Metrics,
  ) {
    this.made = metrics.counter({
      name: 'satchel_image_renditions_total',
      help: 'WebP renditions of uploaded images made',
    });
  }

  onModuleInit(): void {
    this.registry.define<ImageRenditionsPayload>({
      type: IMAGE_RENDITIONS_JOB,
      queue: 'image',
      maxAttempts: 5,
      handle: (payload) => this.render(payload),
    });
  }

  private async render({ filename }: ImageRenditionsPayload): Promise<void> {
    const upload = await this.em.findOne(Upload, { filename });
    if (!upload) return; // deleted before its turn came
    const original = await this.storage.get(filename);
    if (!original) return;
    const source = await streamToBuffer(original.body);

    const base = filename.replace(/\.[a-z0-9]+$/, '');
    const renditions: Rendition[] = [];
    for (const width of RENDITION_WIDTHS.filter((w) => w < upload.width)) {
      const data = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // honour EXIF orientation
        .resize({ width })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${base}-${width}w.webp`;
      await this.storage.put(key, data, 'image/webp');
      renditions.push({ width, filename: key });
      this.made.inc();
    }
    // A conditional update: if the upload was removed meanwhile, its renditions go too.
    const updated = await this.em.nativeUpdate(Upload, { id: upload.id }, { renditions });
    if (!updated) await this.storage.delete(renditions.map((r) => r.filename));
    // A native update passes by MikroORM's flush events; cached answers list renditions.
    else this.catalogue.catalogueChanged();
  }
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
