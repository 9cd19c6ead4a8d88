/** Points, curves and numbers as SVG wants them, for the demo drawings. */

export type Point = [number, number];
export type Bezier = [Point, Point, Point, Point];

/** A point on a cubic Bézier and the direction of travel there, in degrees. */
export function cubic(a: Point, b: Point, c: Point, d: Point, t: number): [number, number, number] {
  const u = 1 - t;
  const at = (i: 0 | 1) => u * u * u * a[i] + 3 * u * u * t * b[i] + 3 * u * t * t * c[i] + t * t * t * d[i];
  const slope = (i: 0 | 1) => 3 * u * u * (b[i] - a[i]) + 6 * u * t * (c[i] - b[i]) + 3 * t * t * (d[i] - c[i]);
  return [at(0), at(1), (Math.atan2(slope(1), slope(0)) * 180) / Math.PI];
}

/** Reflects an absolute path (M, L, H, V, Q, C, Z) about the canvas's vertical centre line. */
export function mirror(d: string): string {
  let command = '';
  let index = 0;
  return d.replace(/[A-Za-z]|-?\d*\.?\d+/g, (token) => {
    if (/[A-Za-z]/.test(token)) {
      command = token;
      index = 0;
      return token;
    }
    const isX = command === 'H' || (command !== 'V' && index % 2 === 0);
    index++;
    return isX ? f(100 - Number(token)) : token;
  });
}

export function f(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** A belt rolled up: an Archimedean spiral r = r0 + k·t, turning anticlockwise from angle t0. */
export class Coil {
  constructor(
    private readonly cx: number,
    private readonly cy: number,
    private readonly r0: number,
    private readonly k: number,
    private readonly t0: number,
    private readonly turns: number,
  ) {}

  /** The point t radians along the coil, dr off its centre line. */
  at(t: number, dr = 0): [number, number] {
    const r = this.r0 + this.k * t + dr;
    // Mirrored in x, so the outer end arrives at the bottom heading right.
    return [this.cx - r * Math.cos(this.t0 + t), this.cy + r * Math.sin(this.t0 + t)];
  }

  path(from = 0, dr = 0): string {
    const to = this.turns * 2 * Math.PI;
    const steps = Math.ceil((to - from) / 0.05);
    const points: string[] = [];
    for (let i = 0; i <= steps; i++)
      points.push(
        this.at(from + ((to - from) * i) / steps, dr)
          .map(f)
          .join(' '),
      );
    return `M${points.join(' L')}`;
  }

  /** The outer end and its heading in degrees. */
  end(): [number, number, number] {
    const t = this.turns * 2 * Math.PI;
    const r = this.r0 + this.k * t;
    const a = this.t0 + t;
    const dx = -(this.k * Math.cos(a) - r * Math.sin(a));
    const dy = this.k * Math.sin(a) + r * Math.cos(a);
    return [...this.at(t), (Math.atan2(dy, dx) * 180) / Math.PI];
  }
}
