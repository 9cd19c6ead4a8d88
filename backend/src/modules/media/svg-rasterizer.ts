import { spawn } from 'node:child_process';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { InvalidInputError } from '../../common/errors/domain-errors';

/** The longest an SVG may take to draw; beyond it the drawing process is killed and the file refused. */
export const SVG_RASTERIZE_TIMEOUT_MS = 3_000;
/**
 * The most memory (heap and private mappings: RLIMIT_DATA) the drawing process may take: about
 * four times the largest picture it may embed, decoded. Past it the drawing fails, not the server.
 */
export const SVG_DRAW_MEMORY_BYTES = 1024 * 1024 * 1024;
/** The size an SVG is drawn at, on its long side. */
export const SVG_RASTER_SIZE = 512;

export const SVG_TOO_COMPLEX = (name: string) =>
  `${name || 'The drawing'} takes too long to draw. Upload a simpler SVG, or a PNG.`;
export const SVG_CANNOT_DRAW = (name: string) =>
  `${name || 'The drawing'} could not be drawn. Upload a simpler SVG, or a PNG.`;
export const SVG_EXTERNAL_REFERENCE = (name: string) =>
  `${name || 'The drawing'} refers to files outside itself. Upload an SVG with everything inside it, or a PNG.`;
export const SVG_DECLARATIONS = (name: string) =>
  `${name || 'The drawing'} declares a DOCTYPE or entities, which are not accepted. Upload a plain SVG, or a PNG.`;
export const SVG_EMBEDDED_TOO_LARGE = (name: string, maxPixels: number) =>
  `${name || 'The drawing'} embeds a picture larger than ${maxPixels / 1_000_000} megapixels.`;
export const SVG_EMBEDDED_SVG = (name: string) =>
  `${name || 'The drawing'} embeds another SVG, which is not accepted. Embed PNG or JPEG pictures, or upload a PNG.`;
export const SVG_EMBEDDED_UNREADABLE = (name: string) =>
  `${name || 'The drawing'} embeds a picture that cannot be read. Embed PNG or JPEG pictures, or upload a PNG.`;
export const SVG_NOT_WELL_FORMED = (name: string) =>
  `${name || 'The drawing'} is not a well-formed SVG. Upload a valid SVG, or a PNG.`;

/**
 * Draws the SVG to a PNG, within budgets: every picture it embeds is at most `maxPixels` (read
 * from the picture's header, never decoded here), it refers to nothing outside itself, and the
 * drawing runs in a child process killed after SVG_RASTERIZE_TIMEOUT_MS (or `timeoutMs`), so that
 * a `<use>` fan-out or a filter storm costs seconds, not the server. No script or handler
 * survives: only pixels do.
 */
export async function rasterizeSvg(
  svg: Buffer,
  name: string,
  options: { maxPixels: number; width: number; height: number; memoryBytes?: number; timeoutMs?: number },
): Promise<{ data: Buffer; width: number; height: number }> {
  await checkSvgReferences(svg, name, options.maxPixels);
  // At the density that makes it about SVG_RASTER_SIZE on its long side: librsvg then draws the
  // vector at that size instead of scaling up a small bitmap.
  const scale = Math.min(SVG_RASTER_SIZE / Math.max(options.width, options.height, 1), 16);
  const data = await drawInChildProcess(svg, {
    density: 72 * scale,
    maxPixels: options.maxPixels,
    memoryBytes: options.memoryBytes ?? SVG_DRAW_MEMORY_BYTES,
    timeoutMs: options.timeoutMs ?? SVG_RASTERIZE_TIMEOUT_MS,
    name,
  });
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { data, width, height };
}

/**
 * Reads the SVG as XML (saxes: character references decoded, attributes as written, a `>` inside
 * a value no obstacle) and refuses, before anything draws it: a DOCTYPE; a reference to anything
 * outside the file, by `href` (any prefix), `url(…)` in an attribute or a `<style>`, `@import` or
 * a stylesheet instruction; and among embedded pictures, one that is itself an SVG (its own
 * embedded pictures would escape this check), one that cannot be read, or one above `maxPixels`.
 */
async function checkSvgReferences(svg: Buffer, name: string, maxPixels: number): Promise<void> {
  const embedded: string[] = [];
  let refusal: string | undefined;
  const refuse = (message: string) => void (refusal ??= message);
  const external = (css: string) => void (refersOutside(css) && refuse(SVG_EXTERNAL_REFERENCE(name)));
  const parser = new SaxesParser();
  let inStyle = 0;
  parser.on('doctype', () => refuse(SVG_DECLARATIONS(name)));
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() !== 'xml') refuse(SVG_EXTERNAL_REFERENCE(name));
  });
  parser.on('opentag', (tag) => {
    const element = localName(tag.name);
    if (element === 'style') inStyle++;
    for (const [attribute, value] of Object.entries(tag.attributes as Record<string, string>)) {
      if (localName(attribute) !== 'href') {
        external(value);
        continue;
      }
      const reference = value.trim();
      // Within the drawing, or a link (drawn as what it encloses; nothing is fetched).
      if (reference.startsWith('#') || element === 'a') continue;
      if (/^data:/i.test(reference)) embedded.push(reference);
      else refuse(SVG_EXTERNAL_REFERENCE(name));
    }
  });
  // A stylesheet is checked whole once it ends: split by comments or CDATA, its pieces could each
  // look harmless.
  let styleText = '';
  parser.on('closetag', (tag) => {
    if (localName(tag.name) !== 'style') return;
    if (--inStyle === 0) external(styleText);
    styleText = '';
  });
  parser.on('text', (text) => void (inStyle && (styleText += text)));
  parser.on('cdata', (text) => void (inStyle && (styleText += text)));
  parser.on('error', () => refuse(SVG_NOT_WELL_FORMED(name)));
  try {
    parser.write(svg.toString('utf8')).close();
  } catch {
    refuse(SVG_NOT_WELL_FORMED(name));
  }
  if (refusal) throw new InvalidInputError(refusal);
  for (const reference of embedded) {
    const data = /^data:([^,]*?)(;base64)?,/i.exec(reference);
    if (!data) throw new InvalidInputError(SVG_EMBEDDED_UNREADABLE(name));
    if (/svg/i.test(data[1])) throw new InvalidInputError(SVG_EMBEDDED_SVG(name));
    const payload = reference.slice(data[0].length);
    // Strictly base64 where it says so: a reader more lenient than Buffer's could see other bytes.
    if (data[2] && !/^[A-Za-z0-9+/=\s]*$/.test(payload)) throw new InvalidInputError(SVG_EMBEDDED_UNREADABLE(name));
    let bytes: Buffer;
    try {
      bytes = data[2] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
    } catch {
      throw new InvalidInputError(SVG_EMBEDDED_UNREADABLE(name));
    }
    // The header is enough: a picture's size is declared there, and nothing is decoded.
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!header?.width || !header.height) throw new InvalidInputError(SVG_EMBEDDED_UNREADABLE(name));
    // Whatever its declared type: the drawing program would read the content, not the label.
    if (header.format === 'svg') throw new InvalidInputError(SVG_EMBEDDED_SVG(name));
    if (header.width * header.height > maxPixels) {
      throw new InvalidInputError(SVG_EMBEDDED_TOO_LARGE(name, maxPixels));
    }
  }
}

/**
 * Whether CSS (a style sheet, a style attribute, or any attribute a drawing reads as CSS, such as
 * `fill`) may refer outside the file: any `url(…)` but `url(#id)`, `@import`, or a backslash (a CSS
 * escape can spell either). Comments are taken out first, as a CSS reader would.
 */
function refersOutside(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (text.includes('\\') || /@import/i.test(text)) return true;
  for (const match of text.matchAll(/url\s*\(/gi)) {
    if (!/^\s*(['"]?)#[^'"()\s]*\1\s*\)/.test(text.slice(match.index + match[0].length))) return true;
  }
  return false;
}

/** `xlink:href` → `href`. */
const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1).toLowerCase();

/** The drawing process's exit status when `ulimit` was refused. */
const LIMIT_REFUSED = 97;

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

function drawInChildProcess(
  svg: Buffer,
  {
    density,
    maxPixels,
    memoryBytes,
    timeoutMs,
    name,
  }: { density: number; maxPixels: number; memoryBytes: number; timeoutMs: number; name: string },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Through sh for its `ulimit`: the limit is set in the child before node starts, never here.
    const limitKb = Math.floor(memoryBytes / 1024);
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        `ulimit -d ${limitKb} || exit ${LIMIT_REFUSED}; exec "$0" "$@"`,
        process.execPath,
        '-e',
        DRAW_PROGRAM,
        String(density),
        String(maxPixels),
      ],
      { stdio: ['pipe', 'pipe', 'ignore'], env: { PATH: process.env.PATH ?? '' } },
    );
    const out: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new InvalidInputError(SVG_TOO_COMPLEX(name)));
      // The machine's fault, not the file's: a hard limit below ours.
      else if (code === LIMIT_REFUSED) reject(new Error('the SVG drawing process could not set its memory limit'));
      // Out of memory within its limit, or a drawing librsvg cannot make sense of: the file's fault.
      else if (code !== 0 || !out.length) reject(new InvalidInputError(SVG_CANNOT_DRAW(name)));
      else resolve(Buffer.concat(out));
    });
    child.stdin.on('error', () => undefined); // the child may be killed before it read everything
    child.stdin.end(svg);
  });
}
