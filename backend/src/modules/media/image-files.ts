import sharp from 'sharp';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { rasterizeSvg } from './svg-rasterizer';

/** Each uploaded file: at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoding stops beyond this many pixels (about 8000 × 6000), so a small file cannot expand into gigabytes. */
export const MAX_INPUT_PIXELS = 48_000_000;
/** JPEG and WebP originals are encoded again at this quality, which keeps them visually the same. */
const REENCODE_QUALITY = 90;

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
export const IMAGE_TOO_LARGE = (name: string) => `${name || 'The image'} is too large: at most 48 megapixels.`;

/**
 * Checks a file by decoding it (never by its name or declared type) and stores what was decoded,
 * not what was sent: a raster is encoded again in its own format, upright, with no metadata (no
 * EXIF, no GPS position, no camera serial). An SVG is accepted only where `svg: 'rasterize'` is
 * given, and is then drawn to a PNG within budgets (see rasterizeSvg), so no script, event
 * handler or external reference in it survives.
 */
export async function checkImage(file: ImageFile, options: { svg?: 'rasterize' } = {}): Promise<CheckedImage> {
  const refuse = () => new InvalidInputError(NOT_AN_IMAGE(file.originalname));
  try {
    const {
      format,
      width = 0,
      height = 0,
      orientation,
      pages = 1,
    } = await sharp(file.buffer, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).metadata();
    if (format === 'svg' && options.svg === 'rasterize') {
      const drawn = await rasterizeSvg(file.buffer, file.originalname, { maxPixels: MAX_INPUT_PIXELS, width, height });
      return { ...drawn, contentType: 'image/png', extension: 'png' };
    }
    if (!format || !RASTER_FORMATS[format] || !width || !height) throw refuse();
    if (width * height > MAX_INPUT_PIXELS) throw new InvalidInputError(IMAGE_TOO_LARGE(file.originalname));
    // Decoding the whole image proves the data after the header is an image too. Every frame of
    // an animation is kept; a photo is turned upright by its EXIF orientation, which then goes
    // with the rest of the metadata (sharp writes none unless asked).
    const animated = pages > 1;
    let image = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });
    if (!animated && orientation && orientation > 1) image = image.rotate();
    const { data, info } = await image
      .toFormat(format as keyof sharp.FormatEnum, format === 'png' ? {} : { quality: REENCODE_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, ...RASTER_FORMATS[format], width: info.width, height: animated ? height : info.height };
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    throw refuse();
  }
}
