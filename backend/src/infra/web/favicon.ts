import { BRAND_COLOURS } from '@satchel/shared';
import sharp from 'sharp';

/** The shop's icon: the drawing both web apps' pages give as their icon (a data: URL in index.html). */
export const SHOP_ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="8" fill="${BRAND_COLOURS.tan}"/>` +
  `<path d="M9 13h14l-1.5 12h-11z" fill="#fff"/>` +
  `<path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" stroke-width="2" fill="none"/></svg>`;

const ICON_SIZE = 32;
/** An ICO file's header (6 bytes) and its one image's directory entry (16). */
const ICO_HEADER_BYTES = 22;

/**
 * /favicon.ico, which browsers ask for on pages that name no icon (the ops queue dashboard): the
 * shop's icon as a 32-pixel PNG inside an ICO file (a PNG image in an ICO is read by every browser).
 */
export async function faviconIco(): Promise<Buffer> {
  const png = await sharp(Buffer.from(SHOP_ICON_SVG)).resize(ICON_SIZE, ICON_SIZE).png().toBuffer();
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(ICON_SIZE, 6);
  header.writeUInt8(ICON_SIZE, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(ICO_HEADER_BYTES, 18); // where the image starts
  return Buffer.concat([header, png]);
}
