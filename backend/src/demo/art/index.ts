import sharp from 'sharp';
import { hex, shade, luminance } from './colours';
import { DRAW } from './drawings';
import { Painter } from './painter';

export type ArtKind = 'tote' | 'clutch' | 'sling' | 'handbag' | 'wallet' | 'belt' | 'jacket' | 'travel' | 'backpack';

export interface ArtSpec {
  kind: ArtKind;
  /** Body colour, #rrggbb. */
  color: string;
  /** Hardware and trim, #rrggbb (brass by default). */
  accent?: string;
  /** Studio backdrop, #rrggbb (warm paper grey by default). */
  background?: string;
  /** 0–3: a small design variation (strap, pattern, quilting, silhouette), different per kind. */
  variant?: number;
}

/** The studio backdrop: warm paper grey, deeper behind pale items. */
const STUDIO = '#ece5dc';
const STUDIO_DEEP = '#d9d2c8';

/**
 * Draws a product tile for the demo shop: the item, shaded, stitched and with its hardware, on a
 * soft studio backdrop with a floor shadow. Built as an SVG and rasterised by sharp to a JPEG.
 */
export async function renderArt(spec: ArtSpec, size = 1000): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec, size)))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * The tile as SVG, drawn on a 100 × 100 canvas. Only gradients and patterns are used for shading:
 * filters and clip paths make librsvg several times slower.
 */
export function artSvg(spec: ArtSpec, size = 1000): string {
  const p = new Painter(spec);
  const variant = Math.abs(Math.trunc(spec.variant ?? 0)) % 4;
  const item = DRAW[spec.kind](p, variant);
  // Pale items would melt into the usual backdrop, so they get a deeper one.
  const bg = hex(spec.background, luminance(p.color) > 0.75 ? STUDIO_DEEP : STUDIO);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<defs>
<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${shade(bg, -0.07)}"/><stop offset="0.58" stop-color="${shade(bg, 0.38)}"/>
<stop offset="0.74" stop-color="${shade(bg, 0.2)}"/><stop offset="1" stop-color="${shade(bg, -0.1)}"/>
</linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.46" r="0.75">
<stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/>
</radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.34"/>
<stop offset="0.55" stop-color="#000" stop-opacity="0.14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.24"/><stop offset="0.16" stop-color="#000" stop-opacity="0"/>
<stop offset="0.78" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
</linearGradient>
<radialGradient id="gloss" cx="0.32" cy="0.12" r="0.62">
<stop offset="0" stop-color="#fff" stop-opacity="0.24"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0.7" y2="1">
<stop offset="0" stop-color="${shade(p.accent, 0.6)}"/><stop offset="0.42" stop-color="${p.accent}"/>
<stop offset="0.58" stop-color="${shade(p.accent, -0.28)}"/><stop offset="1" stop-color="${shade(p.accent, 0.25)}"/>
</linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#8d939a"/><stop offset="0.4" stop-color="#e4e7ea"/><stop offset="1" stop-color="#6f757c"/>
</linearGradient>
${p.definitions()}
</defs>
<rect width="100" height="100" fill="url(#backdrop)"/>
<rect width="100" height="100" fill="url(#vignette)"/>
${item}
</svg>`;
}
