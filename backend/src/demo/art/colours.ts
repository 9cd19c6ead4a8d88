/** Colour arithmetic on #rrggbb strings, for shading the demo drawings. */

export function hex(value: string | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
}

export function rgb(hexColour: string): [number, number, number] {
  const n = parseInt(hexColour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex(channels: number[]): string {
  return `#${channels
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Lightens (amount > 0) towards white or darkens (amount < 0) towards black. */
export function shade(hexColour: string, amount: number): string {
  return toHex(rgb(hexColour).map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))));
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex(x.map((c, i) => c + (y[i] - c) * t));
}

/** A second tone that stands out from the body: cream on dark leather, a deep shade on pale leather. */
export function contrast(tone: string, amount = 0.7): string {
  return luminance(tone) > 0.6 ? shade(tone, -amount * 0.6) : mix(tone, '#f2e9da', amount);
}

export function luminance(hexColour: string): number {
  const [r, g, b] = rgb(hexColour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
