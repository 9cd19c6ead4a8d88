import type { ArtSpec } from './index';
import { hex, shade, mix, luminance } from './colours';
import { type Bezier, cubic, f } from './geometry';

export const BRASS = '#c9a34e';

/** Colours, shared gradients and patterns, and the drawing vocabulary every item is made of. */
export class Painter {
  readonly color: string;
  readonly accent: string;
  private readonly defs = new Map<string, string>();

  constructor(spec: ArtSpec) {
    this.color = hex(spec.color, '#8b5a2b');
    this.accent = hex(spec.accent, BRASS);
  }

  definitions(): string {
    return [...this.defs.values()].join('\n');
  }

  private define(id: string, svg: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, svg());
    return `url(#${id})`;
  }

  /** Lighter at the top, darker at the bottom: the key light sits above the item. */
  fill(tone: string): string {
    return this.define(
      `f${tone.slice(1)}`,
      () => `<linearGradient id="f${tone.slice(1)}" x1="0" y1="0" x2="0.22" y2="1">
<stop offset="0" stop-color="${shade(tone, 0.24)}"/><stop offset="0.48" stop-color="${tone}"/>
<stop offset="1" stop-color="${shade(tone, -0.36)}"/></linearGradient>`,
    );
  }

  /** A shaded leather (or fabric) panel: body gradient, optional texture, rounded side shading, sheen. */
  panel(d: string, tone = this.color, texture?: string): string {
    return (
      `<path d="${d}" fill="${this.fill(tone)}" stroke="${shade(tone, -0.5)}" stroke-width="0.35" stroke-linejoin="round"/>` +
      (texture ? `<path d="${d}" fill="${texture}"/>` : '') +
      `<path d="${d}" fill="url(#side)"/><path d="${d}" fill="url(#gloss)"/>`
    );
  }

  /** A flat shape in one tone with an outline (linings, interiors, undersides). */
  flat(d: string, tone: string, opacity = 1): string {
    return `<path d="${d}" fill="${tone}" opacity="${opacity}"/>`;
  }

  /** The thread colour: cream on dark leather, a darker tone on pale leather. */
  thread(tone = this.color): string {
    return luminance(tone) < 0.5 ? mix(tone, '#f3e6c9', 0.55) : shade(tone, -0.42);
  }

  stitch(d: string, tone = this.color, width = 0.38): string {
    return `<path d="${d}" fill="none" stroke="${this.thread(tone)}" stroke-width="${width}" stroke-dasharray="1.25 0.75" stroke-linecap="round"/>`;
  }

  /** A leather strap or handle along a path, optionally with a stitch line down each edge. */
  strap(d: string, width: number, tone = this.color, stitched = true): string {
    const inner = width * 0.7;
    return (
      `<path d="${d}" fill="none" stroke="${shade(tone, -0.5)}" stroke-width="${width + 0.5}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${tone}" stroke-width="${width}" stroke-linecap="round"/>` +
      (stitched
        ? `<path d="${d}" fill="none" stroke="${this.thread(tone)}" stroke-width="${inner}" stroke-dasharray="1.1 0.7"/>` +
          `<path d="${d}" fill="none" stroke="${tone}" stroke-width="${inner - 0.7}"/>`
        : '') +
      `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${width * 0.3}" stroke-linecap="round" transform="translate(-0.25 -0.35)"/>`
    );
  }

  /** A curb chain along cubic Bézier segments: links alternate face-on rings and edge-on bars. */
  chain(segments: Bezier[]): string {
    const pitch = 2.1;
    let out = '';
    let carry = 0;
    let index = 0;
    for (const segment of segments) {
      let [px, py] = segment[0];
      for (let i = 1; i <= 120; i++) {
        const [x, y, angle] = cubic(...segment, i / 120);
        carry += Math.hypot(x - px, y - py);
        [px, py] = [x, y];
        if (carry < pitch) continue;
        carry -= pitch;
        const link =
          index++ % 2
            ? `<rect x="-1.3" y="-0.32" width="2.6" height="0.64" rx="0.32"/>`
            : `<ellipse rx="1.45" ry="0.95"/>`;
        out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${
          index % 2 ? this.ring(link, 0.42) : this.metal(link)
        }</g>`;
      }
    }
    return out;
  }

  /** A zip: dark tape with metal teeth, optionally with its pull at the end. */
  zip(d: string, tone = this.color): string {
    return (
      `<path d="${d}" fill="none" stroke="${shade(tone, -0.6)}" stroke-width="1.5" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${this.accent}" stroke-width="0.9" stroke-dasharray="0.35 0.3"/>`
    );
  }

  /** Anything metal: buckles, clasps, rings, rivets. */
  metal(shape: string, extra = ''): string {
    return shape.replace(
      /\/>$/,
      ` fill="url(#metal)" stroke="${shade(this.accent, -0.45)}" stroke-width="0.3"${extra}/>`,
    );
  }

  /** A metal outline (rings and buckle frames). */
  ring(shape: string, width: number): string {
    return (
      shape.replace(/\/>$/, ` fill="none" stroke="${shade(this.accent, -0.45)}" stroke-width="${width + 0.45}"/>`) +
      shape.replace(/\/>$/, ` fill="none" stroke="url(#metal)" stroke-width="${width}"/>`)
    );
  }

  rivet(x: number, y: number, r = 0.9): string {
    return (
      this.metal(`<circle cx="${x}" cy="${y}" r="${r}"/>`) +
      `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.3)}" fill="#fff" opacity="0.7"/>`
    );
  }

  /** A zip pull hanging from a point. */
  pull(x: number, y: number, angle = 0): string {
    return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${this.metal(
      '<rect x="-0.9" y="-0.4" width="1.8" height="4.4" rx="0.6"/>',
    )}<rect x="-0.35" y="2" width="0.7" height="1.5" rx="0.3" fill="${shade(this.accent, -0.55)}"/></g>`;
  }

  /** The soft floor shadow plus a tighter, darker contact shadow right under the item. */
  shadow(cx: number, cy: number, rx: number, ry: number): string {
    return (
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>` +
      `<ellipse cx="${cx}" cy="${f(cy - ry * 0.15)}" rx="${f(rx * 0.86)}" ry="${f(ry * 0.38)}" fill="url(#shadow)"/>`
    );
  }

  // Textures, all userSpaceOnUse so they keep their scale whatever shape they fill.

  /** Pebble grain: faint scattered specks on a large tile (small tiles make librsvg slow). */
  grain(): string {
    return this.define('grain', () => {
      let seed = 11;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      let specks = '';
      for (let i = 0; i < 60; i++) {
        const [x, y, r] = [random() * 12, random() * 12, 0.18 + random() * 0.32];
        specks += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${i % 3 ? '#000' : '#fff'}" opacity="${i % 3 ? 0.05 : 0.035}"/>`;
      }
      return `<pattern id="grain" width="12" height="12" patternUnits="userSpaceOnUse">${specks}</pattern>`;
    });
  }

  /** Diamond quilting: sunken stitched seams with a highlight on the puffed side (drawn unrotated: faster). */
  quilt(tone = this.color, cell = 7): string {
    const id = `q${tone.slice(1)}${cell}`;
    const n = f(cell);
    const seams = `M0 0 L${n} ${n} M${n} 0 L0 ${n}`;
    return this.define(
      id,
      () => `<pattern id="${id}" width="${n}" height="${n}" patternUnits="userSpaceOnUse">
<path d="M0 -0.8 L${n} ${f(cell - 0.8)} M${n} -0.8 L0 ${f(cell - 0.8)}" stroke="#000" stroke-width="0.9" opacity="0.12"/>
<path d="${seams}" stroke="${shade(tone, -0.55)}" stroke-width="0.7" opacity="0.75"/>
<path d="${seams}" stroke="${this.thread(tone)}" stroke-width="0.25" stroke-dasharray="0.8 0.5" opacity="0.8"/>
<path d="M0 0.7 L${f(cell - 0.7)} ${n} M${n} 0.7 L0.7 ${n}" stroke="#fff" stroke-width="0.5" opacity="0.12"/>
</pattern>`,
    );
  }

  /** Bold vertical stripes in a second tone, like striped canvas. */
  stripes(tone: string, pitch = 8, width = 2.6): string {
    const id = `s${tone.slice(1)}${pitch}`;
    return this.define(
      id,
      () => `<pattern id="${id}" width="${pitch}" height="10" patternUnits="userSpaceOnUse">
<rect x="${f((pitch - width) / 2)}" width="${width}" height="10" fill="${tone}" opacity="0.9"/></pattern>`,
    );
  }

  /** Basket weave: alternating over-under blocks. */
  weave(tone = this.color): string {
    const id = `w${tone.slice(1)}`;
    const dark = shade(tone, -0.45);
    return this.define(
      id,
      () => `<pattern id="${id}" width="5" height="5" patternUnits="userSpaceOnUse">
<rect width="2.5" height="2.5" fill="#fff" opacity="0.05"/><rect x="2.5" y="2.5" width="2.5" height="2.5" fill="#fff" opacity="0.05"/>
<path d="M0 0.83H2.5M0 1.67H2.5M2.5 3.33H5M2.5 4.17H5M3.33 0V2.5M4.17 0V2.5M0.83 2.5V5M1.67 2.5V5" stroke="${dark}" stroke-width="0.22" opacity="0.55"/>
<path d="M0 0H5V5" fill="none" stroke="${dark}" stroke-width="0.35" opacity="0.6"/></pattern>`,
    );
  }

  /** Knit rib for cuffs, collars and hems. */
  rib(tone: string): string {
    const id = `r${tone.slice(1)}`;
    return this.define(
      id,
      () => `<pattern id="${id}" width="1.2" height="5" patternUnits="userSpaceOnUse">
<rect width="0.5" height="5" fill="#000" opacity="0.22"/></pattern>`,
    );
  }

  /** Braided leather: overlapping chevrons. */
  braid(tone = this.color): string {
    const id = `b${tone.slice(1)}`;
    return this.define(
      id,
      () => `<pattern id="${id}" width="3.4" height="2.4" patternUnits="userSpaceOnUse">
<path d="M0 0 L1.7 1.5 L3.4 0" fill="none" stroke="${shade(tone, -0.55)}" stroke-width="0.35"/>
<path d="M0 0.9 L1.7 2.4 L3.4 0.9" fill="none" stroke="#fff" stroke-width="0.3" opacity="0.18"/></pattern>`,
    );
  }
}
