import { spawn } from 'node:child_process';
import sharp from 'sharp';
import { InvalidInputError } from '../../common/errors/domain-errors';

/** The longest an SVG may take to draw; beyond it the drawing process is killed and the file refused. */
export const SVG_RASTERIZE_TIMEOUT_MS = 3_000;
/** The size an SVG is drawn at, on its long side. */
export const SVG_RASTER_SIZE = 512;

export const SVG_TOO_COMPLEX = (name: string) =>
  `${name || 'The drawing'} takes too long to draw. Upload a simpler SVG, or a PNG.`;
export const SVG_EXTERNAL_REFERENCE = (name: string) =>
  `${name || 'The drawing'} refers to files outside itself. Upload an SVG with everything inside it, or a PNG.`;
export const SVG_DECLARATIONS = (name: string) =>
  `${name || 'The drawing'} declares a DOCTYPE or entities, which are not accepted. Upload a plain SVG, or a PNG.`;
export const SVG_EMBEDDED_TOO_LARGE = (name: string, maxPixels: number) =>
  `${name || 'The drawing'} embeds a picture larger than ${maxPixels / 1_000_000} megapixels.`;

/**
 * Draws the SVG to a PNG, within budgets: every picture it embeds is at most `maxPixels` (read
 * from the picture's header, never decoded here), it refers to nothing outside itself, and the
 * drawing runs in a child process killed after SVG_RASTERIZE_TIMEOUT_MS, so that a `<use>` fan-out
 * or a filter storm costs seconds, not the server. No script or handler survives: only pixels do.
 */
export async function rasterizeSvg(
  svg: Buffer,
  name: string,
  options: { maxPixels: number; width: number; height: number },
): Promise<{ data: Buffer; width: number; height: number }> {
  await checkSvgReferences(svg, name, options.maxPixels);
  // At the density that makes it about SVG_RASTER_SIZE on its long side: librsvg then draws the
  // vector at that size instead of scaling up a small bitmap.
  const scale = Math.min(SVG_RASTER_SIZE / Math.max(options.width, options.height, 1), 16);
  const data = await drawInChildProcess(svg, 72 * scale, options.maxPixels, name);
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { data, width, height };
}

async function checkSvgReferences(svg: Buffer, name: string, maxPixels: number): Promise<void> {
  const text = svg.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new InvalidInputError(SVG_DECLARATIONS(name));
  for (const tag of Array.from(text.matchAll(/<([A-Za-z][\w:.-]*)\b([^>]*)>/g))) {
    const [, element, attributes] = tag;
    for (const href of Array.from(attributes.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))) {
      const reference = (href[1] ?? href[2]).trim();
      // Within the drawing, or a link (drawn as what it encloses; nothing is fetched).
      if (reference.startsWith('#') || /^(svg:)?a$/i.test(element)) continue;
      const data = /^data:[^,]*?(;base64)?,/i.exec(reference);
      if (!data) throw new InvalidInputError(SVG_EXTERNAL_REFERENCE(name));
      const payload = reference.slice(data[0].length);
      const bytes = data[1] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
      // The header is enough: a picture's size is declared there, and nothing is decoded.
      const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => ({ width: 0, height: 0 }));
      if (width * height > maxPixels) throw new InvalidInputError(SVG_EMBEDDED_TOO_LARGE(name, maxPixels));
    }
  }
}

/** The drawing program: SVG on stdin, PNG on stdout, one thread; run by `node -e`. */
const DRAW_PROGRAM = `
const sharp = require(${JSON.stringify(require.resolve('sharp'))});
sharp.concurrency(1);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c)).on('end', async () => {
  const png = await sharp(Buffer.concat(chunks), { density: Number(process.argv[1]), limitInputPixels: Number(process.argv[2]) })
    .resize({ width: ${SVG_RASTER_SIZE}, height: ${SVG_RASTER_SIZE}, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  process.stdout.end(png);
});`;

function drawInChildProcess(svg: Buffer, density: number, maxPixels: number, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', DRAW_PROGRAM, String(density), String(maxPixels)], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { PATH: process.env.PATH ?? '' },
    });
    const out: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, SVG_RASTERIZE_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new InvalidInputError(SVG_TOO_COMPLEX(name)));
      else if (code !== 0 || !out.length) reject(new Error(`SVG drawing failed (exit ${code})`));
      else resolve(Buffer.concat(out));
    });
    child.stdin.on('error', () => undefined); // the child may be killed before it read everything
    child.stdin.end(svg);
  });
}
