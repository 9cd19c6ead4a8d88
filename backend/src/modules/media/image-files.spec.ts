import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { checkImage, MAX_INPUT_PIXELS } from './image-files';
import {
  rasterizeSvg,
  SVG_CANNOT_DRAW,
  SVG_DECLARATIONS,
  SVG_EMBEDDED_SVG,
  SVG_EMBEDDED_TOO_LARGE,
  SVG_EMBEDDED_UNREADABLE,
  SVG_EXTERNAL_REFERENCE,
  SVG_RASTER_SIZE,
  SVG_TOO_COMPLEX,
} from './svg-rasterizer';

/** A PNG that declares `width` × `height` in its header but holds almost no data: a pixel bomb, to a header reader. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svgFile = (svg: string, originalname = 'logo.svg') => ({ originalname, buffer: Buffer.from(svg) });
const logo = (svg: string) => checkImage(svgFile(svg), { svg: 'rasterize' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof InvalidInputError ? error.message : `crashed: ${String(error)}`),
  );

describe('stored originals carry no metadata', () => {
  it('re-encodes a photo upright, without its EXIF (GPS position, camera, orientation)', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8b4513' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Spyphone', Copyright: 'Asha' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 55/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const checked = await checkImage({ originalname: 'me.jpg', buffer: photo });
    const after = await sharp(checked.data).metadata();
    expect({ exif: after.exif, orientation: after.orientation, icc: after.icc, xmp: after.xmp }).toEqual({
      exif: undefined,
      orientation: undefined,
      icc: undefined,
      xmp: undefined,
    });
    expect(checked.data.includes(Buffer.from('Spyphone'))).toBe(false);
    // Turned by its orientation (6: rotate 90°), so it still shows the way it was taken.
    expect({ width: checked.width, height: checked.height, format: after.format }).toEqual({
      width: 20,
      height: 40,
      format: 'jpeg',
    });
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 });
  });

  it.each(['png', 'webp'] as const)('keeps a %s in its format, without its metadata', async (format) => {
    const source = await sharp({ create: { width: 30, height: 10, channels: 4, background: '#336699' } })
      .toFormat(format)
      .withExif({ IFD0: { Artist: 'Trackable Person' } })
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const checked = await checkImage({ originalname: `a.${format}`, buffer: source });
    const after = await sharp(checked.data).metadata();
    expect({ format: after.format, exif: after.exif, width: checked.width, height: checked.height }).toEqual({
      format,
      exif: undefined,
      width: 30,
      height: 10,
    });
  });
});

describe('SVG logos are drawn within budgets', () => {
  it('draws a plain SVG to a PNG of at most 512 px', async () => {
    const drawn = await logo(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#7b3f00"/></svg>',
    );
    expect({ type: drawn.contentType, width: drawn.width, height: drawn.height }).toEqual({
      type: 'image/png',
      width: SVG_RASTER_SIZE,
      height: 171,
    });
  });

  it('refuses an SVG that embeds a picture beyond the pixel limit (a 20000 × 20000 PNG as a data: URI)', async () => {
    const bomb = pngHeader(20_000, 20_000).toString('base64');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
      <image width="100" height="100" xlink:href="data:image/png;base64,${bomb}"/></svg>`;
    expect(await refusal(logo(svg))).toBe(SVG_EMBEDDED_TOO_LARGE('logo.svg', MAX_INPUT_PIXELS));
    // Within the limit, an embedded picture is drawn.
    const small = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const fine = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:image/png;base64,${small}"/></svg>`;
    expect((await logo(fine)).contentType).toBe('image/png');
  });

  it('refuses an SVG that embeds an SVG (whose own pictures would escape the check), whatever type it declares', async () => {
    const bomb = pngHeader(20_000, 20_000).toString('base64');
    const inner = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="data:image/png;base64,${bomb}"/></svg>`,
    ).toString('base64');
    for (const type of ['image/svg+xml', 'image/png', '']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:${type};base64,${inner}"/></svg>`;
      expect(await refusal(logo(svg))).toBe(SVG_EMBEDDED_SVG('logo.svg'));
    }
    const garbage = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="data:image/png;base64,AAAA"/></svg>`;
    expect(await refusal(logo(garbage))).toBe(SVG_EMBEDDED_UNREADABLE('logo.svg'));
    // Base64 with anything else in it (a percent-escape a lenient reader would decode first).
    const escaped = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="data:image/png;base64,%50${inner}"/></svg>`;
    expect(await refusal(logo(escaped))).toBe(SVG_EMBEDDED_UNREADABLE('logo.svg'));
    // Local references stay fine: url(#id), in attributes and style sheets alike.
    const local = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>/* a sheet */ rect { fill: url( "#g" ) }</style>
      <linearGradient id="g"><stop offset="0" stop-color="#7b3f00"/></linearGradient><rect width="10" height="10" fill="url(#g)"/></svg>`;
    expect((await logo(local)).contentType).toBe('image/png');
  });

  it('reads the SVG as XML: a `>` inside a value, a character reference or CSS hide no reference', async () => {
    const svgs = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image title="a>b" width="10" height="10" href="file:///etc/hostname"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="&#x66;ile:///etc/hostname"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@import url(file:///etc/x.css);</style></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="url(other.svg#g)"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" style="fill: url('https://evil.example/g.svg#g')"/></svg>`,
      `<?xml-stylesheet href="https://evil.example/s.css"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`,
      // A quoted address with a ')' in it, CSS escapes, and a sheet split by a comment or CDATA.
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="url('data:image/svg+xml,&lt;svg&gt;)&lt;/svg&gt;#p')"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" style="fill: \\75 rl(https://evil.example/g.svg#g)"/></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>@\\69mport 'https://evil.example/s.css';</style></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>rect { fill: u<!---->rl(other.svg#g) }</style></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>rect { fill: u<![CDATA[rl(other.svg#g) }]]></style></svg>`,
    ];
    for (const svg of svgs) expect(await refusal(logo(svg))).toBe(SVG_EXTERNAL_REFERENCE('logo.svg'));
  });

  it('draws in a process with a memory limit: past it the drawing is refused, and the server goes on', async () => {
    // 6000 × 6000 is within the pixel limit, but takes about 144 MB decoded: over a 128 MiB limit.
    const big = (
      await sharp({ create: { width: 6000, height: 6000, channels: 4, background: '#7b3f00' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="100" height="100" href="data:image/png;base64,${big}"/></svg>`,
    );
    // Time enough on a busy machine: the point here is memory, not time.
    const options = { maxPixels: MAX_INPUT_PIXELS, width: 100, height: 100, timeoutMs: 20_000 };
    expect(await refusal(rasterizeSvg(svg, 'logo.svg', { ...options, memoryBytes: 128 * 1024 * 1024 }))).toBe(
      SVG_CANNOT_DRAW('logo.svg'),
    );
    expect((await rasterizeSvg(svg, 'logo.svg', options)).width).toBe(SVG_RASTER_SIZE);
    // The limit itself lets a small drawing through: the refusal above is the picture's size.
    const small = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tight = { maxPixels: MAX_INPUT_PIXELS, width: 10, height: 10, memoryBytes: 128 * 1024 * 1024 };
    expect((await rasterizeSvg(small, 'logo.svg', tight)).width).toBeGreaterThan(0);
  }, 30_000);

  it('stops drawing a <use> fan-out (a billion shaded circles from a 2 KB file) at the time budget', async () => {
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<g id="l${i + 1}">${`<use href="#l${i}"/>`.repeat(10)}</g>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>
      <radialGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
      <g id="l0"><circle cx="50" cy="50" r="50" fill="url(#g)" opacity="0.5"/></g>${levels}</defs><use href="#l9"/></svg>`;
    expect(svg.length).toBeLessThan(2_200);
    expect(await refusal(logo(svg))).toBe(SVG_TOO_COMPLEX('logo.svg'));
  }, 30_000);

  it('refuses references outside the drawing, and DOCTYPE or entity declarations', async () => {
    for (const href of ['file:///etc/hostname', 'https://evil.example/track.png', 'other.svg#x']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="${href}"/></svg>`;
      expect(await refusal(logo(svg))).toBe(SVG_EXTERNAL_REFERENCE('logo.svg'));
    }
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>`;
    expect(await refusal(logo(laughs))).toBe(SVG_DECLARATIONS('logo.svg'));
  });
});
