import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

/** Each uploaded file: at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoding stops beyond this many pixels (about 8000 × 6000), so a small file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;

/** Raster formats kept as uploaded, with the type and extension they are served with. */
const RASTER_FORMATS: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(RASTER_FORMATS).map(({ contentType, extension }) => [extension, contentType]),
);

export interface CheckedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

export interface ImageFile {
  originalname: string;
  buffer: Buffer;
}

export const NOT_AN_IMAGE = (name: string) =>
  `${name || 'The file'} is not an image. Upload a JPEG, PNG, WebP or GIF file.`;

/**
 * Checks a file by decoding it (never by its name or declared type). Rasters are kept as sent;
 * an SVG is accepted only where `svg: 'rasterize'` is given, and is then drawn to a PNG, so no
 * script, event handler or external reference in it survives.
 */
export async function checkImage(file: ImageFile, options: { svg?: 'rasterize' } = {}): Promise<CheckedImage> {
  const refuse = () => new BadRequestException(NOT_AN_IMAGE(file.originalname));
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const image = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    ({ format, width = 0, height = 0 } = await image.metadata());
    if (format === 'svg' && options.svg === 'rasterize') {
      // Drawn at the density that makes it about 512 px on its long side: sharp then rasterises
      // the vector at that size instead of scaling up a small bitmap.
      const scale = Math.min(512 / Math.max(width, height, 1), 16);
      const { data, info } = await sharp(file.buffer, { density: 72 * scale, limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width: 512, height: 512, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { data, contentType: 'image/png', extension: 'png', width: info.width, height: info.height };
    }
    if (!format || !RASTER_FORMATS[format] || !width || !height) throw refuse();
    if (width * height > MAX_INPUT_PIXELS) {
      throw new BadRequestException(`${file.originalname || 'The image'} is too large: at most 48 megapixels.`);
    }
    // Decoding the whole image (small) proves the data after the header is an image too.
    await image.clone().resize(16).toBuffer();
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    throw refuse();
  }
  return { data: file.buffer, ...RASTER_FORMATS[format], width, height };
}
