import type { ArtKind } from './index';
import { shade, contrast } from './colours';
import { cubic, mirror, f, Coil } from './geometry';
import { Painter } from './painter';

type Draw = (p: Painter, variant: number) => string;

export const DRAW: Record<ArtKind, Draw> = {
  tote(p, v) {
    const c = p.color;
    // Long shoulder straps on odd variants, short hand-held handles on even ones.
    const peak = v % 2 ? -3 : 12;
    const texture = v === 1 ? p.stripes(contrast(c), 9, 3.2) : v === 3 ? p.weave() : p.grain();
    const front = 'M18 38 H82 L77.2 82 Q76.8 85 73.8 85 H26.2 Q23.2 85 22.8 82 Z';
    return [
      p.shadow(51, 85.5, 38, 5.5),
      p.strap(`M38 36 C38 ${peak - 1} 72 ${peak - 1} 72 36`, 2.6, shade(c, -0.28), false),
      p.flat('M21 35 H85 L82 38 H18 Z', shade(c, -0.6)),
      p.panel('M82 38 L85 35 L80.8 80.6 Q80.4 83.4 77.6 84.4 L77.2 82 Z', shade(c, -0.22)),
      p.panel(front, c, texture),
      v === 2 ? p.panel('M21.7 70 H78.3 L77.2 82 Q76.8 85 73.8 85 H26.2 Q23.2 85 22.8 82 Z', shade(c, -0.42)) : '',
      v === 2 ? p.stitch('M22.2 72 H77.8') : '',
      v === 1 ? p.panel('M18 38 H82 L81.5 43 H18.5 Z', shade(c, -0.45)) : '',
      p.stitch('M19.5 41 H80.5'),
      p.stitch('M23.6 82.3 H76.4'),
      p.stitch('M20.2 40.5 L24.6 81.5'),
      p.stitch('M79.8 40.5 L75.4 81.5'),
      p.strap(`M32 44 C32 ${peak} 64 ${peak} 64 44`, 2.8),
      tab(p, 32, 40.5),
      tab(p, 64, 40.5),
    ].join('');
  },

  clutch(p, v) {
    const c = p.color;
    if (v === 2) {
      // Frame clutch with a kiss lock.
      const body = 'M22 47 Q50 43 78 47 L82 70 Q83 80 73 80 H27 Q17 80 18 70 Z';
      return [
        p.shadow(50, 81, 36, 4.5),
        p.panel(body, c, p.grain()),
        pleats(p, 30, 48, 70, 78, 5),
        p.stitch('M20.5 76.8 Q21 77.6 27 77.6 H73 Q79 77.6 79.5 76.8'),
        p.ring('<path d="M21.5 47.6 Q50 42.6 78.5 47.6"/>', 1.6),
        p.metal('<circle cx="47.9" cy="42.3" r="1.9"/>'),
        p.metal('<circle cx="52.1" cy="42.3" r="1.9"/>'),
        `<circle cx="47.3" cy="41.7" r="0.6" fill="#fff" opacity="0.7"/><circle cx="51.5" cy="41.7" r="0.6" fill="#fff" opacity="0.7"/>`,
      ].join('');
    }
    const body = 'M14 48 Q14 44 18 44 H82 Q86 44 86 48 V73 Q86 77 82 77 H18 Q14 77 14 73 Z';
    if (v === 3) {
      // Zip pouch on a wrist strap, with a slip pocket across the front.
      const pouch = 'M20 47 Q20 43 24 43 H80 Q84 43 84 47 V74 Q84 78 80 78 H24 Q20 78 20 74 Z';
      return [
        p.shadow(52, 78.5, 38, 4.5),
        p.strap('M21.5 46 C10 42 4 54 7 63 C9.5 70 17 68 19 60', 2.2),
        p.panel(pouch, c, p.grain()),
        p.zip('M23 46.4 H81'),
        p.pull(77, 46.4, -8),
        p.strap('M77 50.6 V56.4', 1.2, shade(c, -0.2), false),
        p.panel('M20 58 H84 V74 Q84 78 80 78 H24 Q20 78 20 74 Z', shade(c, 0.05), p.grain()),
        p.stitch('M21 59.6 H83'),
        p.stitch('M22.5 75.6 H81.5'),
        p.ring('<circle cx="21.3" cy="46.2" r="1.8"/>', 0.7),
      ].join('');
    }
    const texture = v === 1 ? p.quilt() : p.grain();
    if (v === 0) {
      // Envelope: a pointed flap closing on a round clasp.
      const flap = 'M14 48 Q14 44 18 44 H82 Q86 44 86 48 V52 L54 66.2 Q50 68 46 66.2 L14 52 Z';
      return [
        p.shadow(50, 78, 40, 4.5),
        p.panel(body, shade(c, -0.08), texture),
        p.stitch('M16.5 74.5 H83.5'),
        `<path d="${flap}" fill="#000" opacity="0.22" transform="translate(0 1.1)"/>`,
        p.panel(flap, c, texture),
        p.stitch('M16.6 51 L49 64.4 Q50 64.9 51 64.4 L83.4 51'),
        p.metal('<circle cx="50" cy="66.6" r="3.4"/>'),
        p.ring('<circle cx="50" cy="66.6" r="1.9"/>', 0.4),
        `<circle cx="49" cy="65.6" r="0.9" fill="#fff" opacity="0.6"/>`,
      ].join('');
    }
    // Quilted on a chain: a straight flap and a bar clasp.
    const flap = 'M14 48 Q14 44 18 44 H82 Q86 44 86 48 V58 Q86 60 84 60 H16 Q14 60 14 58 Z';
    return [
      p.shadow(50, 78, 40, 4.5),
      p.chain([
        [
          [19, 46],
          [22, 18],
          [78, 18],
          [81, 46],
        ],
      ]),
      p.panel(body, shade(c, -0.06), texture),
      `<path d="${flap}" fill="#000" opacity="0.2" transform="translate(0 1)"/>`,
      p.panel(flap, c, texture),
      p.stitch('M16.5 57.6 H83.5'),
      p.rivet(19, 46.2, 1.3) + p.rivet(81, 46.2, 1.3),
      p.metal('<rect x="43" y="57.2" width="14" height="5.2" rx="1.2"/>'),
      `<rect x="45" y="58.8" width="10" height="2" rx="0.8" fill="${shade(p.accent, -0.4)}"/>`,
    ].join('');
  },

  sling(p, v) {
    const c = p.color;
    const strapPath = 'M33 56 C22 30 33 6 50 6 C67 6 78 30 67 56';
    const strap =
      v === 1
        ? p.chain([
            [
              [33, 56],
              [22, 30],
              [33, 6],
              [50, 6],
            ],
            [
              [50, 6],
              [67, 6],
              [78, 30],
              [67, 56],
            ],
          ])
        : v === 3
          ? p.strap(strapPath, 3.6, shade(c, -0.25), false) +
            `<path d="${strapPath}" fill="none" stroke="${contrast(c)}" stroke-width="1.4"/>` +
            `<path d="${strapPath}" fill="none" stroke="${shade(c, -0.25)}" stroke-width="0.5"/>`
          : p.strap(strapPath, 2.2);
    const [bx, by, angle] = cubic([33, 56], [22, 30], [33, 6], [50, 6], 0.42);
    const buckle =
      v === 1
        ? ''
        : `<g transform="translate(${f(bx)} ${f(by)}) rotate(${f(angle + 90)})">${p.ring(
            '<rect x="-2.8" y="-1.6" width="5.6" height="3.2" rx="0.5"/>',
            0.7,
          )}</g>`;
    const rings =
      p.ring('<circle cx="33" cy="55.2" r="1.7"/>', 0.7) + p.ring('<circle cx="67" cy="55.2" r="1.7"/>', 0.7);
    if (v === 2) {
      // Saddle bag: a rounded bottom and a deep flap.
      const body = 'M30 56 Q30 53 33 53 H67 Q70 53 70 56 V66 Q70 86 50 86 Q30 86 30 66 Z';
      const flap = 'M30 56 Q30 53 33 53 H67 Q70 53 70 56 V64 Q70 79 50 79 Q30 79 30 64 Z';
      return [
        p.shadow(50, 86.5, 24, 4),
        strap,
        buckle,
        p.panel(body, shade(c, -0.08), p.grain()),
        `<path d="${flap}" fill="#000" opacity="0.22" transform="translate(0 1)"/>`,
        p.panel(flap, c, p.grain()),
        p.stitch('M32.3 56 V64 Q32.3 76.6 50 76.6 Q67.7 76.6 67.7 64 V56'),
        p.strap('M50 66 V80', 2.4, shade(c, -0.2), false),
        p.ring('<rect x="47.4" y="78" width="5.2" height="3.6" rx="0.6"/>', 0.7),
        rings,
      ].join('');
    }
    if (v === 3) {
      // Camera bag: zip top, zipped front pocket, striped guitar strap.
      const body = 'M30 60 Q30 54 36 54 H64 Q70 54 70 60 V80 Q70 85 65 85 H35 Q30 85 30 80 Z';
      return [
        p.shadow(50, 85.5, 25, 4),
        strap,
        buckle,
        p.panel(body, c, p.grain()),
        p.zip('M33 56.6 H67'),
        p.pull(62, 56.6, -10),
        p.panel('M34 66 H66 V78 Q66 81 63 81 H37 Q34 81 34 78 Z', shade(c, 0.06), p.grain()),
        p.zip('M35 68.4 H65'),
        p.pull(38, 68.4, 8),
        p.stitch('M36 79 H64'),
        p.stitch('M32.2 61 V80.5 Q32.2 82.8 35 82.8 H65 Q67.8 82.8 67.8 80.5 V61'),
        rings,
      ].join('');
    }
    // Flap with a turn lock (quilted on a chain for variant 1).
    const texture = v === 1 ? p.quilt(c, 6) : p.grain();
    const body = 'M30 60 Q30 53 37 53 H63 Q70 53 70 60 V79 Q70 85 64 85 H36 Q30 85 30 79 Z';
    const flap = 'M30 60 Q30 53 37 53 H63 Q70 53 70 60 V69 Q70 73 66 73 H34 Q30 73 30 69 Z';
    return [
      p.shadow(50, 85.5, 25, 4),
      strap,
      buckle,
      p.panel(body, shade(c, -0.08), texture),
      p.stitch('M32.4 81.6 H67.6'),
      `<path d="${flap}" fill="#000" opacity="0.22" transform="translate(0 1)"/>`,
      p.panel(flap, c, texture),
      p.stitch('M32.3 60 Q32.3 55.3 37 55.3 H63 Q67.7 55.3 67.7 60 V69 Q67.7 70.8 66 70.8 H34 Q32.3 70.8 32.3 69 Z'),
      p.metal('<rect x="45.5" y="69.4" width="9" height="6.2" rx="1.3"/>'),
      p.ring('<ellipse cx="50" cy="72.5" rx="2.2" ry="1.6"/>', 0.5),
      rings,
    ].join('');
  },

  handbag(p, v) {
    const c = p.color;
    const body = 'M23 45 H77 L81.6 80 Q82 85 77 85 H23 Q18 85 18.4 80 Z';
    const gusset = 'M77 45 L80.5 42.5 L84.4 77.5 Q84.6 81.6 81.4 82.6 L81.6 80 Z';
    const base = [
      p.shadow(51, 86, 36, 5),
      v === 3
        ? p.chain([
            [
              [26, 46],
              [20, 6],
              [80, 6],
              [74, 46],
            ],
          ])
        : '',
      p.strap('M37 44 C37 21 63 21 63 44', 3.2),
      p.flat('M26 42.5 H80.5 L77 45 H23 Z', shade(c, -0.6)),
      p.panel(gusset, shade(c, -0.24)),
    ];
    const feet = p.rivet(25, 85, 1) + p.rivet(75, 85, 1);
    const handleRings = p.ring('<circle cx="37" cy="45" r="2"/>', 0.8) + p.ring('<circle cx="63" cy="45" r="2"/>', 0.8);
    if (v === 1) {
      // Doctor bag: a metal frame along the top and a padlock on a leather tab.
      return [
        ...base,
        p.panel(body, c, p.grain()),
        p.stitch('M21.6 49.5 H78.4'),
        p.stitch('M20.5 81.5 H79.5'),
        feet,
        p.ring('<path d="M23 45.4 H77"/>', 1.3),
        handleRings,
        p.strap('M50 45 V56', 3, shade(c, -0.15), false),
        p.ring('<path d="M48.2 57 V55 Q48.2 52.8 50 52.8 Q51.8 52.8 51.8 55 V57"/>', 0.6),
        p.metal('<rect x="46.6" y="56.6" width="6.8" height="6" rx="1.4"/>'),
        `<circle cx="50" cy="59.2" r="0.7" fill="${shade(p.accent, -0.6)}"/><path d="M50 59.4 V61" stroke="${shade(p.accent, -0.6)}" stroke-width="0.45"/>`,
      ].join('');
    }
    // Flap satchel; two-tone side panels on variant 2, quilted on a chain on variant 3.
    const texture = v === 3 ? p.quilt(c, 6.5) : p.grain();
    const flap = 'M23 45 H77 L78.8 59 Q50 67 21.2 59 Z';
    return [
      ...base,
      p.panel(body, c, texture),
      v === 2 ? p.panel('M23 45 H33 L31.4 85 H23 Q18 85 18.4 80 Z', contrast(c, 0.55)) : '',
      v === 2 ? p.panel('M67 45 H77 L81.6 80 Q82 85 77 85 H68.6 Z', contrast(c, 0.55)) : '',
      p.stitch('M20.8 81.8 H79.2'),
      `<path d="${flap}" fill="#000" opacity="0.2" transform="translate(0 1)"/>`,
      p.panel(flap, shade(c, 0.04), texture),
      p.stitch('M24.6 47.6 H75.4'),
      p.stitch('M22.8 57.4 Q50 64.8 77.2 57.4'),
      p.metal('<rect x="45" y="59" width="10" height="7" rx="1.6"/>'),
      p.ring('<rect x="47.6" y="60.9" width="4.8" height="3.2" rx="1"/>', 0.45),
      feet,
      handleRings,
    ].join('');
  },

  wallet(p, v) {
    const c = p.color;
    // Variant 1 has a contrast interior; variant 2 a pebbled exterior and a snap tab.
    const inside = v === 1 ? contrast(c, 0.6) : shade(c, 0.05);
    const cards = ['#f2efe8', '#3f6f8c', '#c9a34e', '#2f6b5f', '#a8493e', '#6b6f78'];
    const pockets = (x0: number, x1: number, side: number) =>
      [0, 1, 2]
        .map((i) => {
          const top = 39 + i * 8.5;
          const card = cards[(i + side * 3 + v) % cards.length];
          const notch = i === 0 ? `Q${f((x0 + x1) / 2)} ${top + 3.2} ${x1 - 1} ${top}` : `H${x1 - 1}`;
          return (
            `<rect x="${x0 + 2.2}" y="${top - 4.2}" width="${x1 - x0 - 4.4}" height="9" rx="0.9" fill="${card}" stroke="${shade(card, -0.35)}" stroke-width="0.2"/>` +
            `<rect x="${x0 + 4}" y="${top - 3}" width="${f((x1 - x0) * 0.28)}" height="0.9" fill="${shade(card, -0.2)}" opacity="0.8"/>` +
            p.panel(`M${x0 + 1} ${top} ${notch} V${71.5} H${x0 + 1} Z`, shade(inside, -0.04 * i)) +
            p.stitch(`M${x0 + 1.8} ${top + 1.3} V70.6`, inside, 0.3) +
            p.stitch(`M${x1 - 1.8} ${top + 1.3} V70.6`, inside, 0.3) +
            `<path d="M${x0 + 1} ${top} ${notch}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="0.35"/>`
          );
        })
        .join('');
    const idWindow =
      v === 3
        ? `<rect x="16" y="38.5" width="31" height="30" rx="1.2" fill="${inside}" stroke="${shade(inside, -0.5)}" stroke-width="0.3"/>` +
          `<rect x="18" y="40.5" width="27" height="26" rx="1" fill="#dfe6ea"/>` +
          `<circle cx="26" cy="50" r="3.4" fill="#a9b4bc"/><path d="M20.5 62 Q26 54 31.5 62 Z" fill="#a9b4bc"/>` +
          `<path d="M34 47 H42 M34 50.5 H42 M34 54 H39" stroke="#b8c2c9" stroke-width="1"/>` +
          `<rect x="18" y="40.5" width="27" height="26" rx="1" fill="#fff" opacity="0.22"/>` +
          `<path d="M19 42 L26 41.4" stroke="#fff" stroke-width="0.6" opacity="0.6"/>` +
          p.stitch('M16.9 39.4 H46.1 V67.6 H16.9 Z', inside, 0.3)
        : pockets(14, 50, 0);
    return [
      p.shadow(50, 77, 42, 5),
      p.panel('M12 34 Q12 31 15 31 H85 Q88 31 88 34 V72 Q88 75 85 75 H15 Q12 75 12 72 Z', c, p.grain()),
      `<rect x="19" y="29" width="27" height="8" fill="#cdd5c0" stroke="#9aa58d" stroke-width="0.25"/>`,
      `<rect x="22" y="28" width="27" height="8" fill="#e3d3bd" stroke="#b9a588" stroke-width="0.25"/>`,
      p.flat('M13.6 34 H86.4 V73.4 H13.6 Z', shade(inside, -0.35)),
      idWindow,
      pockets(50, 86, 1),
      p.flat('M47.6 33 H52.4 V74 H47.6 Z', shade(c, -0.25), 0.55),
      `<path d="M50 32 V74.5" stroke="${shade(c, -0.6)}" stroke-width="0.6"/>`,
      p.stitch(
        'M14.4 33.4 Q14.4 32.8 15.4 32.8 H84.6 Q85.6 32.8 85.6 33.4 V72.4 Q85.6 73.4 84.6 73.4 H15.4 Q14.4 73.4 14.4 72.4 Z',
      ),
      v === 2 ? p.panel('M86 47 H92 Q94 47 94 50 V56 Q94 59 92 59 H86 Z', c, p.grain()) + p.rivet(90.6, 53, 1.5) : '',
    ].join('');
  },

  belt(p, v) {
    const c = p.color;
    const w = 7;
    // Smooth on 0 and 1, woven on the coiled 2, braided on the straight 3.
    const texture = v === 3 ? p.braid() : v === 2 ? p.weave() : p.grain();
    if (v % 2 === 1) {
      // Laid straight on a diagonal: buckle and keeper at one end, holes and a pointed tip at the other.
      const strap = 'M-40 -3.5 H40 L45 -1 Q46.4 0 45 1 L40 3.5 H-40 Z';
      return [
        `<g transform="translate(50 57) rotate(-28)">`,
        `<ellipse cx="0" cy="6" rx="48" ry="6" fill="url(#shadow)"/>`,
        p.panel(strap, c, texture),
        p.stitch('M-36 -2.3 H39.6 L43.6 -0.5', c, 0.32),
        p.stitch('M-36 2.3 H39.6 L43.6 0.5', c, 0.32),
        [24, 27.5, 31, 34.5, 38]
          .map(
            (x) =>
              `<circle cx="${x}" cy="0" r="0.75" fill="${shade(c, -0.7)}"/><circle cx="${x}" cy="0.3" r="0.75" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="0.25"/>`,
          )
          .join(''),
        p.panel('M-34 -4.4 H-30.4 V4.4 H-34 Z', shade(c, -0.15)),
        p.ring('<rect x="-46" y="-6" width="9" height="12" rx="2"/>', 1.5),
        p.ring('<path d="M-37.5 0 H-45"/>', 0.9),
        `</g>`,
      ].join('');
    }
    // Coiled flat from the tip outwards; the buckle end leaves the outermost turn along the floor.
    const coil = new Coil(50, 48.5, 8, (w + 0.7) / (2 * Math.PI), -Math.PI / 2, 2.5);
    const [ex, ey, heading] = coil.end();
    const holes = [1.0, 1.45, 1.9, 2.35, 2.8]
      .map((t) => {
        const [hx, hy] = coil.at(t);
        return `<circle cx="${f(hx)}" cy="${f(hy)}" r="0.7" fill="${shade(c, -0.7)}"/>`;
      })
      .join('');
    const path = coil.path();
    return [
      p.shadow(52, 82, 40, 6),
      `<path d="${path}" fill="none" stroke="${shade(c, -0.55)}" stroke-width="${w + 0.5}" stroke-linecap="round"/>`,
      `<path d="${path}" fill="none" stroke="${p.fill(c)}" stroke-width="${w}" stroke-linecap="round"/>`,
      `<path d="${path}" fill="none" stroke="${texture}" stroke-width="${w}"/>`,
      `<path d="${coil.path(0, -w / 2 + 0.6)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>`,
      `<path d="${coil.path(0, w / 2 - 1.4)}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.6"/>`,
      p.stitch(coil.path(0.5, -2.3), c, 0.32),
      p.stitch(coil.path(0.5, 2.3), c, 0.32),
      holes,
      `<g transform="translate(${f(ex)} ${f(ey)}) rotate(${f(heading)})">`,
      p.panel('M-0.5 -3.5 H10 V3.5 H-0.5 Z', c, texture),
      p.stitch('M0 -2.3 H8.5 M0 2.3 H8.5', c, 0.32),
      p.panel('M3 -4.4 H6 V4.4 H3 Z', shade(c, -0.15)),
      p.ring('<rect x="9" y="-6" width="9" height="12" rx="2"/>', 1.5),
      p.ring('<path d="M9.5 0 H17.4"/>', 0.9),
      `</g>`,
    ].join('');
  },

  jacket(p, v) {
    const c = p.color;
    const texture = v === 3 ? p.quilt(c, 6) : p.grain();
    const body =
      'M31 21 L43 15.5 Q50 18.5 57 15.5 L69 21 Q71.4 30 70.2 41 L70.6 84 Q50 86 29.4 84 L29.8 41 Q28.6 30 31 21 Z';
    const sleeve = 'M31 21 Q24.6 22 22.8 28.5 L15 77.5 L26.2 80 L30.4 42 Z';
    const cuff = 'M15.6 73.6 L26.6 76 L26.2 80 L15 77.5 Z';
    const pieces = [
      p.shadow(50, 86.5, 36, 4.5),
      p.flat('M43 15.5 Q50 13 57 15.5 Q50 20 43 15.5 Z', shade(c, -0.6)),
      p.panel(sleeve, shade(c, -0.05), texture),
      p.panel(mirror(sleeve), shade(c, -0.05), texture),
      p.panel(body, c, texture),
      `<path d="M30.4 42 Q29.6 30 31 21" fill="none" stroke="${shade(c, -0.55)}" stroke-width="0.5"/>`,
      `<path d="${mirror('M30.4 42 Q29.6 30 31 21')}" fill="none" stroke="${shade(c, -0.55)}" stroke-width="0.5"/>`,
    ];
    if (v === 0) {
      // Biker: wide lapels with snaps, an off-centre zip, a belted hem, zipped pockets and cuffs.
      pieces.push(
        p.panel('M43 15.5 L35.2 21.5 L41 43 L47.6 31 Z', shade(c, 0.08)),
        p.panel('M57 15.5 L65.6 21.5 L59.6 39 L53.4 28.4 Z', shade(c, 0.08)),
        p.stitch('M42.6 17.6 L37 22 L41.3 39.6'),
        p.stitch('M57.4 17.6 L63.6 22 L59.5 35.6'),
        p.zip('M48.4 31 L57.6 79'),
        p.pull(50.4, 37.5, -10),
        p.rivet(39.6, 38.5, 0.9),
        p.rivet(61.2, 32.5, 0.9),
        p.zip('M34 55 L42 63.5'),
        p.pull(42, 63.5, -40),
        p.zip('M60 45 L66.6 41'),
        p.panel('M29.6 78.5 Q50 80 70.6 78.5 V84 Q50 86 29.4 84 Z', shade(c, -0.05)),
        p.ring('<rect x="33" y="78" width="5" height="6.4" rx="1"/>', 0.9),
        p.stitch('M30.4 80 Q50 81.4 69.6 80'),
        p.panel(cuff, shade(c, 0.04)),
        p.panel(mirror(cuff), shade(c, 0.04)),
        p.zip('M21 74.8 L20 79'),
        p.zip(mirror('M21 74.8 L20 79')),
      );
    } else if (v === 1) {
      // Bomber: ribbed collar, cuffs and hem, centre zip, slanted welt pockets, sleeve pocket.
      const rib = shade(c, -0.25);
      pieces.push(
        p.panel('M41.6 15.8 Q50 20.4 58.4 15.8 L60 18.6 Q50 24.6 40 18.6 Z', rib, p.rib(rib)),
        p.panel('M29.5 79 Q50 80.6 70.5 79 L70.6 84.6 Q50 86.4 29.4 84.6 Z', rib, p.rib(rib)),
        p.panel(cuff, rib, p.rib(rib)),
        p.panel(mirror(cuff), rib, p.rib(rib)),
        p.zip('M50 21.6 V79.6'),
        p.pull(50, 27, 0),
        `<path d="M34.6 58 L38.4 70" stroke="${shade(c, -0.6)}" stroke-width="1.1" stroke-linecap="round"/>`,
        `<path d="${mirror('M34.6 58 L38.4 70')}" stroke="${shade(c, -0.6)}" stroke-width="1.1" stroke-linecap="round"/>`,
        p.stitch('M33.6 58.4 L37.4 70.4'),
        p.stitch(mirror('M33.6 58.4 L37.4 70.4')),
        p.panel('M22.4 34 L28.4 35 L27.6 42 L21.6 41 Z', shade(c, 0.05)),
        p.zip('M22.4 35.8 L28.2 36.8'),
      );
    } else if (v === 2) {
      // Trucker: point collar, buttoned placket, flap chest pockets, seam lines, waistband.
      pieces.push(
        p.panel('M43 15.5 L36.5 20.5 L40.2 29 L48 21.5 Z', shade(c, 0.08)),
        p.panel(mirror('M43 15.5 L36.5 20.5 L40.2 29 L48 21.5 Z'), shade(c, 0.08)),
        p.stitch('M42.8 17.4 L38.6 20.8 L40.6 26.6'),
        p.stitch(mirror('M42.8 17.4 L38.6 20.8 L40.6 26.6')),
        `<path d="M50 21 V84.6" stroke="${shade(c, -0.55)}" stroke-width="0.5"/>`,
        p.stitch('M52.3 22 V78'),
        p.panel('M34 32 H45 V36 L39.5 38.6 L34 36 Z', shade(c, 0.05)),
        p.panel(mirror('M34 32 H45 V36 L39.5 38.6 L34 36 Z'), shade(c, 0.05)),
        p.rivet(39.5, 36.2, 0.75),
        p.rivet(60.5, 36.2, 0.75),
        p.stitch('M36 39 V78.5'),
        p.stitch('M43 39 V78.5'),
        p.stitch(mirror('M36 39 V78.5')),
        p.stitch(mirror('M43 39 V78.5')),
        p.panel('M29.6 78.5 Q50 80 70.6 78.5 V84 Q50 86 29.4 84 Z', shade(c, 0.03)),
        p.stitch('M30.2 80 Q50 81.5 69.8 80'),
        [27, 37, 47, 57, 67].map((y) => p.rivet(51.5, y < 67 ? y : 81.5, 0.85)).join(''),
        p.rivet(33, 81.4, 0.75),
        p.rivet(67, 81.4, 0.75),
        p.stitch('M15.8 74.2 L26.4 76.6'),
        p.stitch(mirror('M15.8 74.2 L26.4 76.6')),
      );
    } else {
      // Quilted field jacket: stand collar, centre zip, flap patch pockets with snaps.
      const trim = shade(c, -0.3);
      pieces.push(
        p.panel('M42 14 Q50 17.5 58 14 L58.6 19.2 Q50 23.2 41.4 19.2 Z', trim),
        p.stitch('M42.2 15.8 Q50 19.6 57.8 15.8', trim),
        p.zip('M50 21.2 V84.6'),
        p.pull(50, 24, 0),
        p.panel('M33 61 H45 V78 Q45 79 44 79 H34 Q33 79 33 78 Z', shade(c, 0.03)),
        p.panel(mirror('M33 61 H45 V78 Q45 79 44 79 H34 Q33 79 33 78 Z'), shade(c, 0.03)),
        p.panel('M32.5 58 H45.5 V63.6 Q45.5 64.6 44.5 64.6 H33.5 Q32.5 64.6 32.5 63.6 Z', trim),
        p.panel(mirror('M32.5 58 H45.5 V63.6 Q45.5 64.6 44.5 64.6 H33.5 Q32.5 64.6 32.5 63.6 Z'), trim),
        p.rivet(39, 62.4, 0.8),
        p.rivet(61, 62.4, 0.8),
        p.panel(cuff, trim),
        p.panel(mirror(cuff), trim),
      );
    }
    return pieces.join('');
  },

  travel(p, v) {
    const c = p.color;
    if (v === 2) {
      // Duffel: a barrel with rolled handles, a zip along the top, end panels and a shoulder strap.
      const body = 'M18 48 Q18 43 26 43 H74 Q82 43 82 48 L84 76 Q84 83 76 83 H24 Q16 83 16 76 Z';
      return [
        p.shadow(50, 84, 40, 5),
        p.strap('M19 52 C8 18 44 8 50 8 C60 8 92 18 81 52', 2.2, shade(c, -0.2), false),
        p.strap('M40 46 C40 29 60 29 60 46', 2.8, shade(c, -0.25)),
        p.panel(body, c, p.grain()),
        p.panel('M18 48 Q18 43 24 43 Q27 43 27 48 L26 82.8 H24 Q16 83 16 76 Z', shade(c, -0.2), p.grain()),
        p.panel('M82 48 Q82 43 76 43 Q73 43 73 48 L74 82.8 H76 Q84 83 84 76 Z', shade(c, -0.2), p.grain()),
        p.stitch('M27.6 44.5 V81.6'),
        p.stitch('M72.4 44.5 V81.6'),
        p.zip('M28 46 H72'),
        p.pull(66, 46, -4),
        p.panel('M16.4 73 H83.6 L84 76 Q84 83 76 83 H24 Q16 83 16 76 Z', shade(c, -0.4)),
        p.stitch('M17.4 74.6 H82.6', shade(c, -0.4)),
        p.strap('M36 49 C36 24 64 24 64 49', 3),
        p.panel('M46.5 29.6 H53.5 V36 H46.5 Z', shade(c, -0.1)),
        p.rivet(50, 32.8, 0.9),
        tab(p, 36, 48),
        tab(p, 64, 48),
        p.ring('<rect x="17" y="50" width="3.6" height="4" rx="1"/>', 0.7),
        p.ring('<rect x="79.4" y="50" width="3.6" height="4" rx="1"/>', 0.7),
        p.rivet(24, 83.2, 0.9) + p.rivet(76, 83.2, 0.9),
      ].join('');
    }
    // Trolley: telescopic handle, carry handle, depth side with zip, spinner wheels.
    const front = 'M30 31 Q30 26 35 26 H65 Q70 26 70 31 V76 Q70 81 65 81 H35 Q30 81 30 76 Z';
    const side = 'M70 31 Q70 26 65 26 H67 Q73 26 74.5 30 L74.5 75 Q74.5 79.6 69.8 80.4 Q70 78 70 76 Z';
    const texture = p.grain();
    const wheel = (x: number, y: number) =>
      `<rect x="${x - 2.6}" y="${y - 4}" width="5.2" height="3.4" rx="1" fill="#2a2a2a"/>` +
      `<circle cx="${x - 1.2}" cy="${y}" r="2.2" fill="#1b1b1b"/><circle cx="${x + 1.4}" cy="${y}" r="2.2" fill="#262626"/>` +
      `<circle cx="${x + 1.4}" cy="${y}" r="0.8" fill="#6b6b6b"/>`;
    const pieces = [
      p.shadow(52, 86, 30, 4.5),
      `<rect x="40.2" y="8" width="1.8" height="19" fill="url(#steel)"/><rect x="58" y="8" width="1.8" height="19" fill="url(#steel)"/>`,
      `<rect x="39.6" y="17.5" width="3" height="1.4" fill="#5d6166"/><rect x="57.4" y="17.5" width="3" height="1.4" fill="#5d6166"/>`,
      `<rect x="38" y="6.4" width="24" height="3.6" rx="1.8" fill="#2b2b2b"/><rect x="40" y="6.8" width="20" height="1" rx="0.5" fill="#fff" opacity="0.15"/>`,
      wheel(71, 83.6),
      p.panel(side, shade(c, -0.3), texture),
      p.zip('M72.3 29 V77'),
      p.panel(front, c, texture),
      wheel(35, 84.2),
      wheel(65, 84.2),
      p.strap('M44 25.6 H56', 2.6, shade(c, -0.35), false),
      p.metal('<rect x="41.8" y="23.8" width="3" height="3.4" rx="0.8"/>'),
      p.metal('<rect x="55.2" y="23.8" width="3" height="3.4" rx="0.8"/>'),
    ];
    if (v === 1) {
      // Soft-sided: a zipped front pocket and two leather compression straps.
      pieces.push(
        p.stitch('M32.3 31 Q32.3 28.3 35 28.3 H65 Q67.7 28.3 67.7 31 V76 Q67.7 78.7 65 78.7 H35 Q32.3 78.7 32.3 76 Z'),
        p.panel('M34 42 H66 V72 Q66 75 63 75 H37 Q34 75 34 72 Z', shade(c, 0.05), texture),
        p.zip('M35 44.5 H65'),
        p.pull(60, 44.5, -6),
        p.strap('M38 27 V80', 2.4, shade(c, -0.35)),
        p.strap('M62 27 V80', 2.4, shade(c, -0.35)),
        p.ring('<rect x="36.2" y="58" width="3.6" height="4.6" rx="0.6"/>', 0.7),
        p.ring('<rect x="60.2" y="58" width="3.6" height="4.6" rx="0.6"/>', 0.7),
      );
    } else {
      // Hard shell: moulded ridges; variant 3 adds a contrast band, variant 0 metal corner guards.
      const ridges = [37, 44, 50, 56, 63]
        .map(
          (x) =>
            `<path d="M${x} 29 V78" stroke="${shade(c, -0.45)}" stroke-width="0.7"/><path d="M${x + 0.7} 29 V78" stroke="#fff" stroke-opacity="0.22" stroke-width="0.5"/>`,
        )
        .join('');
      pieces.push(ridges);
      if (v === 3) {
        const band = contrast(c);
        pieces.push(
          `<rect x="30" y="48" width="40" height="4.4" fill="${band}"/><rect x="30" y="54.4" width="40" height="1.6" fill="${band}"/>`,
          `<rect x="30" y="48" width="40" height="8" fill="url(#side)"/>`,
        );
      } else {
        const corner = (x: number, y: number, sx: number, sy: number) =>
          `<g transform="translate(${x} ${y}) scale(${sx} ${sy})">${p.metal('<path d="M0 6 V4 Q0 0 4 0 H6 V1.6 H4.2 Q1.6 1.6 1.6 4.2 V6 Z"/>')}</g>`;
        pieces.push(corner(30, 26, 1, 1), corner(70, 26, -1, 1), corner(30, 81, 1, -1), corner(70, 81, -1, -1));
      }
    }
    return pieces.join('');
  },

  backpack(p, v) {
    const c = p.color;
    // The roll-top (variant 3) is square-shouldered; the others have a domed top.
    const body =
      v === 3
        ? 'M28.6 26 Q28.6 22 32 22 H68 Q71.4 22 71.4 26 V80 Q71.4 85 66.4 85 H33.6 Q28.6 85 28.6 80 Z'
        : 'M28 40 C28 24 38 18 50 18 C62 18 72 24 72 40 V80 Q72 85 67 85 H33 Q28 85 28 80 Z';
    const dark = shade(c, -0.3);
    const pieces = [
      p.shadow(50, 86, 30, 4.5),
      p.strap('M45 20 C44 12 56 12 55 20', 2, dark),
      p.strap('M31 28 Q24.5 52 27.6 83', 3.2, dark, false),
      p.strap('M69 28 Q75.5 52 72.4 83', 3.2, dark, false),
      p.panel(body, c, v === 2 ? p.stripes(contrast(c), 14, 2.4) : p.grain()),
    ];
    if (v === 1) {
      // Rucksack: a rounded flap held by two strap-and-buckle closures, drawstring beneath.
      pieces.push(
        `<path d="M31.6 37 Q50 41 68.4 37" fill="none" stroke="${shade(c, -0.5)}" stroke-width="0.9"/>`,
        `<path d="M28 40 C28 24 38 18 50 18 C62 18 72 24 72 40 V50 Q72 56 66 56 H34 Q28 56 28 50 Z" fill="#000" opacity="0.2" transform="translate(0 1)"/>`,
        p.panel(
          'M28 40 C28 24 38 18 50 18 C62 18 72 24 72 40 V50 Q72 56 66 56 H34 Q28 56 28 50 Z',
          shade(c, 0.06),
          p.grain(),
        ),
        p.stitch(
          'M30.3 40 C30.3 26 39 20.3 50 20.3 C61 20.3 69.7 26 69.7 40 V50 Q69.7 53.7 66 53.7 H34 Q30.3 53.7 30.3 50 Z',
        ),
        p.strap('M39 46 V64', 2.6, dark),
        p.strap('M61 46 V64', 2.6, dark),
        p.ring('<rect x="36.8" y="60" width="4.4" height="4.8" rx="0.7"/>', 0.8),
        p.ring('<rect x="58.8" y="60" width="4.4" height="4.8" rx="0.7"/>', 0.8),
        p.strap('M39 64 V76', 2.6, dark, false),
        p.strap('M61 64 V76', 2.6, dark, false),
        p.stitch('M30.4 81.6 H69.6'),
      );
    } else if (v === 3) {
      // Roll-top: the rolled opening and a clip closure over a vertical zip pocket.
      pieces.push(
        p.panel(
          'M27.8 23 Q27.8 19 32 19 H68 Q72.2 19 72.2 23 V25.6 Q72.2 28 70 28 H30 Q27.8 28 27.8 25.6 Z',
          shade(c, -0.1),
        ),
        p.panel(
          'M27.8 27.4 Q27.8 25.4 30 25.4 H70 Q72.2 25.4 72.2 27.4 V29.6 Q72.2 31.8 70 31.8 H30 Q27.8 31.8 27.8 29.6 Z',
          shade(c, -0.18),
        ),
        p.strap('M50 22 V46', 3, dark),
        p.metal('<rect x="47.2" y="40" width="5.6" height="6.4" rx="1.2"/>'),
        `<path d="M48.2 43.2 H51.8" stroke="${shade(p.accent, -0.5)}" stroke-width="0.5"/>`,
        p.zip('M44 52 V78'),
        p.pull(44, 54, 0),
        p.stitch('M30.6 81.8 H69.4'),
      );
    } else {
      // Zip-around top and a zipped front pocket.
      pieces.push(
        p.zip('M30.4 52 V40 C30.4 26 39 20.6 50 20.6 C61 20.6 69.6 26 69.6 40 V52'),
        p.pull(30.4, 50, 10),
        p.pull(69.6, 50, -10),
        p.panel('M33 58 Q33 55 36 55 H64 Q67 55 67 58 V78 Q67 81 64 81 H36 Q33 81 33 78 Z', shade(c, 0.06), p.grain()),
        p.zip('M35 59.4 Q50 57.6 65 59.4'),
        p.pull(56, 59.2, -5),
        p.stitch('M35.3 62 V77.6 Q35.3 78.7 36.4 78.7 H63.6 Q64.7 78.7 64.7 77.6 V62'),
        p.panel('M44 64 H56 V68 H44 Z', shade(c, -0.3)),
        p.rivet(45.6, 66, 0.6) + p.rivet(54.4, 66, 0.6),
      );
    }
    return pieces.join('');
  },
};

/** A leather tab with a rivet, where a handle meets the body. */
function tab(p: Painter, x: number, y: number): string {
  return (
    p.panel(`M${x - 2} ${y} H${x + 2} V${y + 5.4} L${x} ${y + 6.6} L${x - 2} ${y + 5.4} Z`, shade(p.color, -0.1)) +
    p.rivet(x, y + 3.6, 0.8)
  );
}

/** Soft gathers falling from a frame. */
function pleats(p: Painter, x0: number, y0: number, x1: number, y1: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * i) / (n - 1);
    const lean = (x - 50) * 0.25;
    out += `<path d="M${f(x)} ${y0} Q${f(x + lean * 0.3)} ${(y0 + y1) / 2} ${f(x + lean)} ${y1}" fill="none" stroke="${shade(p.color, -0.5)}" stroke-width="0.6" opacity="0.45"/>`;
    out += `<path d="M${f(x + 1)} ${y0} Q${f(x + 1 + lean * 0.3)} ${(y0 + y1) / 2} ${f(x + 1 + lean)} ${y1}" fill="none" stroke="#fff" stroke-width="0.5" opacity="0.12"/>`;
  }
  return out;
}
