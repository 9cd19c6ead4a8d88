import sharp from 'sharp';

export type ArtKind = 'tote' | 'clutch' | 'sling' | 'handbag' | 'wallet' | 'belt' | 'jacket' | 'travel' | 'backpack';

export interface ArtSpec {
  kind: ArtKind;
  /** Body colour, #rrggbb. */
  color: string;
  /** Hardware and trim, #rrggbb (brass by default). */
  accent?: string;
  /** Studio backdrop, #rrggbb (warm grey by default). */
  background?: string;
  /** 0–3: a small design variation (plain, stripes, quilting, contrast base). */
  variant?: number;
}

/**
 * Draws a product tile for the demo shop: the item, shaded, stitched and with its hardware, on a
 * soft studio backdrop with a floor shadow. Built as an SVG and rasterised by sharp to a JPEG.
 */
export async function renderArt(spec: ArtSpec, size = 1000): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec)), { density: (72 * size) / 100 })
    .resize(size, size)
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

export function artSvg(spec: ArtSpec): string {
  const color = spec.color;
  const accent = spec.accent ?? '#c9a227';
  const background = spec.background ?? '#ece6df';
  const variant = (spec.variant ?? 0) % 4;
  const stitch = `stroke="${shade(color, 0.45)}" stroke-width="0.45" stroke-dasharray="1.2 0.9" fill="none"`;
  const metal = `fill="url(#metal)" stroke="${shade(accent, -0.35)}" stroke-width="0.4"`;
  const { body, extras } = DRAW[spec.kind]({ stitch, metal, color, accent });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
  <defs>
    <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
      <stop offset="0" stop-color="${shade(background, 0.35)}"/>
      <stop offset="1" stop-color="${shade(background, -0.12)}"/>
    </radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${shade(color, 0.22)}"/>
      <stop offset="0.55" stop-color="${color}"/>
      <stop offset="1" stop-color="${shade(color, -0.35)}"/>
    </linearGradient>
    <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(color, -0.15)}"/>
      <stop offset="1" stop-color="${shade(color, -0.45)}"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(accent, 0.5)}"/>
      <stop offset="0.5" stop-color="${accent}"/>
      <stop offset="1" stop-color="${shade(accent, -0.3)}"/>
    </linearGradient>
    <pattern id="stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="3" height="6" fill="${shade(color, 0.3)}" opacity="0.35"/>
    </pattern>
    <pattern id="quilt" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <path d="M0 0H7V7" fill="none" stroke="${shade(color, -0.4)}" stroke-width="0.5" opacity="0.7"/>
    </pattern>
    <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2.2"/></filter>
    <clipPath id="shape">${body}</clipPath>
  </defs>
  <rect width="100" height="100" fill="url(#backdrop)"/>
  <ellipse cx="50" cy="88" rx="34" ry="4.2" fill="#000" opacity="0.22" filter="url(#blur)"/>
  ${extras.behind ?? ''}
  <g>${body.replace(/<(path|rect|ellipse)/g, '<$1 fill="url(#body)"')}</g>
  ${variant === 1 ? `<rect width="100" height="100" fill="url(#stripes)" clip-path="url(#shape)"/>` : ''}
  ${variant === 2 ? `<rect width="100" height="100" fill="url(#quilt)" clip-path="url(#shape)"/>` : ''}
  ${variant === 3 ? `<rect y="70" width="100" height="30" fill="${shade(color, -0.5)}" opacity="0.8" clip-path="url(#shape)"/>` : ''}
  <rect width="100" height="100" fill="#fff" opacity="0.07" clip-path="url(#shape)" transform="translate(-3 -3)"/>
  ${extras.front}
</svg>`;
}

interface Paint {
  stitch: string;
  metal: string;
  color: string;
  accent: string;
}

/** Each kind: its silhouette (also the clip for patterns) and what sits behind and on top of it. */
const DRAW: Record<ArtKind, (p: Paint) => { body: string; extras: { behind?: string; front: string } }> = {
  tote: ({ stitch, metal, color }) => ({
    body: `<path d="M22 40 H78 L84 83 Q84 86 81 86 H19 Q16 86 16 83 Z"/>`,
    extras: {
      behind: handles(color, 'M33 41 C33 15 47 15 47 41', 'M53 41 C53 15 67 15 67 41'),
      front: `<path d="M23 44 H77" ${stitch}/><path d="M18.5 82 H81.5" ${stitch}/>
        <rect x="30" y="39" width="5" height="6" rx="1" ${metal}/><rect x="45" y="39" width="5" height="6" rx="1" ${metal}/>
        <rect x="50" y="39" width="5" height="6" rx="1" ${metal}/><rect x="65" y="39" width="5" height="6" rx="1" ${metal}/>`,
    },
  }),
  clutch: ({ stitch, metal, color }) => ({
    body: `<rect x="15" y="42" width="70" height="36" rx="5"/>`,
    extras: {
      front: `<path d="M15 47 Q15 42 20 42 H80 Q85 42 85 47 V52 L50 66 L15 52 Z" fill="${shade(color, -0.12)}"/>
        <path d="M17 51 L50 64 L83 51" ${stitch}/><circle cx="50" cy="64" r="3.4" ${metal}/>
        <path d="M18 75 H82" ${stitch}/>`,
    },
  }),
  sling: ({ stitch, metal, color }) => ({
    body: `<rect x="29" y="50" width="42" height="34" rx="7"/>`,
    extras: {
      behind: `<path d="M32 52 C24 20 40 10 52 12 C66 14 74 24 68 52" fill="none" stroke="${shade(color, -0.3)}" stroke-width="2.6"/>`,
      front: `<path d="M29 57 Q29 50 36 50 H64 Q71 50 71 57 V66 H29 Z" fill="${shade(color, -0.12)}"/>
        <path d="M31 64 H69" ${stitch}/><rect x="46" y="62" width="8" height="6" rx="1.5" ${metal}/>
        <circle cx="31" cy="52" r="2.2" ${metal}/><circle cx="69" cy="52" r="2.2" ${metal}/>`,
    },
  }),
  handbag: ({ stitch, metal, color }) => ({
    body: `<path d="M24 44 H76 L81 82 Q81 86 77 86 H23 Q19 86 19 82 Z"/>`,
    extras: {
      behind: handles(color, 'M36 45 C36 22 64 22 64 45'),
      front: `<path d="M24 44 H76 L78 58 Q50 66 22 58 Z" fill="${shade(color, -0.12)}"/>
        <path d="M25 47 H75" ${stitch}/><path d="M23.5 56.5 Q50 64 76.5 56.5" ${stitch}/>
        <rect x="45" y="58" width="10" height="7" rx="1.5" ${metal}/><circle cx="36" cy="44" r="2.3" ${metal}/>
        <circle cx="64" cy="44" r="2.3" ${metal}/>`,
    },
  }),
  wallet: ({ stitch, metal, color }) => ({
    body: `<rect x="18" y="34" width="64" height="44" rx="4"/>`,
    extras: {
      behind: `<rect x="24" y="29" width="22" height="14" rx="1.5" fill="#f5f1ea"/><rect x="28" y="27" width="22" height="14" rx="1.5" fill="#d8c7a8"/>`,
      front: `<rect x="20.5" y="36.5" width="59" height="39" rx="3" ${stitch}/>
        <path d="M50 34 V78" stroke="${shade(color, -0.4)}" stroke-width="0.8"/>
        <path d="M54 44 H78 M54 52 H78 M54 60 H78" stroke="${shade(color, -0.3)}" stroke-width="0.7"/>
        <circle cx="31" cy="56" r="2.6" ${metal}/>`,
    },
  }),
  belt: ({ stitch, color }) => ({
    body: `<path d="M50 30 C78 30 86 42 86 56 C86 70 74 80 50 80 C26 80 14 70 14 56 C14 42 22 30 50 30 Z M50 38 C30 38 23 46 23 56 C23 65 31 72 50 72 C69 72 77 65 77 56 C77 46 70 38 50 38 Z"/>`,
    extras: {
      front: `<path d="M50 34 C74 34 81.5 44 81.5 56 C81.5 68 71 76 50 76 C29 76 18.5 68 18.5 56 C18.5 44 26 34 50 34 Z" ${stitch}/>
        <rect x="40" y="69" width="20" height="14" rx="2.5" fill="none" stroke="url(#metal)" stroke-width="2.6"/>
        <path d="M50 70 V82" stroke="${shade('#c9a227', -0.3)}" stroke-width="1.2"/>
        <circle cx="30" cy="44" r="0.9" fill="${shade(color, -0.6)}"/><circle cx="35" cy="41.5" r="0.9" fill="${shade(color, -0.6)}"/>
        <circle cx="40" cy="40" r="0.9" fill="${shade(color, -0.6)}"/>`,
    },
  }),
  jacket: ({ stitch, metal, color }) => ({
    body: `<path d="M38 16 L50 22 L62 16 L80 24 L90 70 L80 72 L74 46 L74 86 H26 L26 46 L20 72 L10 70 L20 24 Z"/>`,
    extras: {
      front: `<path d="M38 16 L50 22 L44 46 L34 26 Z" fill="${shade(color, -0.2)}"/>
        <path d="M62 16 L50 22 L56 46 L66 26 Z" fill="${shade(color, -0.2)}"/>
        <path d="M50 22 V86" stroke="url(#metal)" stroke-width="1.2"/>
        <path d="M26 80 H74" ${stitch}/><path d="M30 60 H42 M58 60 H70" ${stitch}/>
        <rect x="48.8" y="44" width="2.4" height="5" rx="0.8" ${metal}/>`,
    },
  }),
  travel: ({ stitch, metal, color }) => ({
    body: `<rect x="28" y="26" width="44" height="56" rx="6"/>`,
    extras: {
      behind: `<path d="M42 27 V12 H58 V27" fill="none" stroke="#9aa0a6" stroke-width="2.4"/>
        <circle cx="35" cy="85" r="3" fill="#2b2b2b"/><circle cx="65" cy="85" r="3" fill="#2b2b2b"/>`,
      front: `<path d="M38 30 V78 M50 30 V78 M62 30 V78" stroke="${shade(color, -0.3)}" stroke-width="1.1"/>
        <rect x="30.5" y="28.5" width="39" height="51" rx="4.5" ${stitch}/>
        <rect x="44" y="24" width="12" height="4" rx="1.5" ${metal}/>`,
    },
  }),
  backpack: ({ stitch, metal, color }) => ({
    body: `<path d="M26 40 C26 24 36 18 50 18 C64 18 74 24 74 40 V80 Q74 86 68 86 H32 Q26 86 26 80 Z"/>`,
    extras: {
      behind: handles(color, 'M43 19 C43 10 57 10 57 19'),
      front: `<rect x="33" y="56" width="34" height="24" rx="4" fill="${shade(color, -0.12)}"/>
        <path d="M35 60 H65" ${stitch}/><path d="M29 40 C29 27 38 21 50 21 C62 21 71 27 71 40" ${stitch}/>
        <rect x="47" y="57" width="6" height="4" rx="1" ${metal}/>
        <path d="M30 30 Q26 60 28 84 M70 30 Q74 60 72 84" stroke="${shade(color, -0.35)}" stroke-width="1.6" fill="none"/>`,
    },
  }),
};

function handles(color: string, ...paths: string[]): string {
  return paths
    .map((d) => `<path d="${d}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="3.2" stroke-linecap="round"/>`)
    .join('');
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
