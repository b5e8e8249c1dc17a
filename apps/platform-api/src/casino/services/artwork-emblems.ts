import type { ArtworkMotif } from '../../core/artwork-shapes';

/** Colours an emblem is painted with, all derived from the picture's stored scheme. */
export interface EmblemPalette {
  accent: string;
  accentLight: string;
  accentDark: string;
  /** Ids of the gradients `emblemDefs` declares. */
  metal: string;
  ruby: string;
}

/** `from` blended towards `to` by `amount` (0…1); both plain #rrggbb colours. */
export function mixColor(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

export function emblemPalette(accent: string): EmblemPalette {
  return {
    accent,
    accentLight: mixColor(accent, '#ffffff', 0.55),
    accentDark: mixColor(accent, '#000000', 0.45),
    metal: 'emblem-metal',
    ruby: 'emblem-ruby',
  };
}

/** Gradients the emblems share: a polished metal in the accent colour and a deep red. */
export function emblemDefs(palette: EmblemPalette): string {
  return [
    `<linearGradient id="${palette.metal}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accentLight}"/><stop offset="0.5" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.accentDark}"/></linearGradient>`,
    `<linearGradient id="${palette.ruby}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="0.55" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/></linearGradient>`,
  ].join('');
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function points(cx: number, cy: number, s: number, list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${r1(cx + x * s)},${r1(cy + y * s)}`).join(' ');
}

function starPoints(cx: number, cy: number, outer: number, inner: number, tips = 5): string {
  return Array.from({ length: tips * 2 }, (_, index) => {
    const angle = (Math.PI / tips) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? outer : inner;
    return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

/** A four-pointed glint, the sparkle lobbies scatter over their art. */
export function sparkle(cx: number, cy: number, size: number, fill: string, opacity: number): string {
  const a = size / 2;
  const b = size / 9;
  return `<path d="M${r1(cx)} ${r1(cy - a)}L${r1(cx + b)} ${r1(cy - b)}L${r1(cx + a)} ${r1(cy)}L${r1(cx + b)} ${r1(cy + b)}L${r1(cx)} ${r1(cy + a)}L${r1(cx - b)} ${r1(cy + b)}L${r1(cx - a)} ${r1(cy)}L${r1(cx - b)} ${r1(cy - b)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function coin(cx: number, cy: number, radius: number, palette: EmblemPalette): string {
  return [
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#${palette.metal})" stroke="${palette.accentDark}" stroke-width="${r1(radius * 0.08)}"/>`,
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.74)}" fill="none" stroke="${palette.accentLight}" stroke-width="${r1(radius * 0.06)}"/>`,
    `<polygon points="${starPoints(cx, cy, radius * 0.5, radius * 0.22)}" fill="${palette.accentDark}" fill-opacity="0.85"/>`,
    `<ellipse cx="${r1(cx - radius * 0.3)}" cy="${r1(cy - radius * 0.38)}" rx="${r1(radius * 0.32)}" ry="${r1(radius * 0.14)}" fill="#fff" fill-opacity="0.45" transform="rotate(-30 ${r1(cx - radius * 0.3)} ${r1(cy - radius * 0.38)})"/>`,
  ].join('');
}

function card(cx: number, cy: number, s: number, angle: number, rank: string, suit: 'heart' | 'spade' | 'diamond'): string {
  const w = s * 0.5;
  const h = s * 0.72;
  const colour = suit === 'spade' ? '#111827' : '#dc2626';
  const px = cx;
  const py = cy - h * 0.05;
  const u = s * 0.14;
  const shapes: Record<typeof suit, string> = {
    heart: `<path d="M${r1(px)} ${r1(py + u)}C${r1(px - u * 1.6)} ${r1(py - u * 0.2)} ${r1(px - u * 0.8)} ${r1(py - u * 1.3)} ${r1(px)} ${r1(py - u * 0.45)}C${r1(px + u * 0.8)} ${r1(py - u * 1.3)} ${r1(px + u * 1.6)} ${r1(py - u * 0.2)} ${r1(px)} ${r1(py + u)}Z" fill="${colour}"/>`,
    spade: `<path d="M${r1(px)} ${r1(py - u)}C${r1(px + u * 1.6)} ${r1(py + u * 0.2)} ${r1(px + u * 0.8)} ${r1(py + u * 1.3)} ${r1(px)} ${r1(py + u * 0.45)}C${r1(px - u * 0.8)} ${r1(py + u * 1.3)} ${r1(px - u * 1.6)} ${r1(py + u * 0.2)} ${r1(px)} ${r1(py - u)}Z" fill="${colour}"/><polygon points="${points(
      px,
      py,
      u,
      [
        [0, 0.4],
        [0.35, 1.1],
        [-0.35, 1.1],
      ],
    )}" fill="${colour}"/>`,
    diamond: `<polygon points="${points(px, py, u, [
      [0, -1.1],
      [0.8, 0],
      [0, 1.1],
      [-0.8, 0],
    ])}" fill="${colour}"/>`,
  };
  return [
    `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy + h * 0.9)})">`,
    `<rect x="${r1(cx - w / 2)}" y="${r1(cy - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(s * 0.05)}" fill="#fff" stroke="#0f172a" stroke-opacity="0.35" stroke-width="${r1(s * 0.012)}"/>`,
    `<text x="${r1(cx - w * 0.36)}" y="${r1(cy - h * 0.3)}" font-family="sans-serif" font-weight="bold" font-size="${r1(s * 0.12)}" fill="${colour}" text-anchor="middle">${rank}</text>`,
    shapes[suit],
    '</g>',
  ].join('');
}

function die(cx: number, cy: number, s: number, angle: number, pips: ReadonlyArray<readonly [number, number]>): string {
  const half = s / 2;
  return [
    `<g transform="rotate(${angle} ${r1(cx)} ${r1(cy)})">`,
    `<rect x="${r1(cx - half)}" y="${r1(cy - half)}" width="${r1(s)}" height="${r1(s)}" rx="${r1(s * 0.18)}" fill="#f8fafc" stroke="#94a3b8" stroke-width="${r1(s * 0.03)}"/>`,
    `<rect x="${r1(cx - half * 0.8)}" y="${r1(cy - half * 0.85)}" width="${r1(s * 0.8)}" height="${r1(s * 0.3)}" rx="${r1(s * 0.12)}" fill="#fff" fill-opacity="0.8"/>`,
    ...pips.map(
      ([x, y]) => `<circle cx="${r1(cx + x * half * 0.55)}" cy="${r1(cy + y * half * 0.55)}" r="${r1(s * 0.085)}" fill="#b91c1c"/>`,
    ),
    '</g>',
  ].join('');
}

function seven(cx: number, cy: number, s: number, palette: EmblemPalette): string {
  const shape = points(cx, cy, s, [
    [-0.36, -0.46],
    [0.38, -0.46],
    [0.38, -0.3],
    [0.0, 0.48],
    [-0.24, 0.48],
    [0.13, -0.27],
    [-0.36, -0.27],
  ]);
  return `<polygon points="${shape}" fill="url(#${palette.ruby})" stroke="url(#${palette.metal})" stroke-width="${r1(s * 0.07)}" stroke-linejoin="round" paint-order="stroke"/>`;
}

/**
 * The picture's centrepiece for its motif, centred on (cx, cy) and about `size` across: drawn
 * with its own highlights and outline, so it reads as an object rather than a flat shape.
 */
export function emblem(motif: ArtworkMotif, cx: number, cy: number, size: number, palette: EmblemPalette): string {
  const s = size;
  const shadow = `<ellipse cx="${r1(cx)}" cy="${r1(cy + s * 0.46)}" rx="${r1(s * 0.42)}" ry="${r1(s * 0.07)}" fill="#000" fill-opacity="0.35"/>`;
  switch (motif) {
    case 'coins':
      return [
        shadow,
        coin(cx - s * 0.3, cy + s * 0.12, s * 0.24, palette),
        coin(cx + s * 0.3, cy + s * 0.12, s * 0.24, palette),
        coin(cx, cy - s * 0.02, s * 0.36, palette),
      ].join('');
    case 'cards':
      return [
        shadow,
        card(cx - s * 0.12, cy, s, -16, 'K', 'spade'),
        card(cx + s * 0.12, cy, s, 16, 'Q', 'diamond'),
        card(cx, cy - s * 0.04, s, 0, 'A', 'heart'),
      ].join('');
    case 'dice':
      return [
        shadow,
        die(cx - s * 0.2, cy + s * 0.06, s * 0.5, -14, [
          [-1, -1],
          [1, -1],
          [0, 0],
          [-1, 1],
          [1, 1],
        ]),
        die(cx + s * 0.24, cy - s * 0.06, s * 0.44, 12, [
          [-1, -1],
          [0, 0],
          [1, 1],
        ]),
      ].join('');
    case 'fruit':
      return [
        shadow,
        `<circle cx="${r1(cx + s * 0.2)}" cy="${r1(cy + s * 0.05)}" r="${r1(s * 0.27)}" fill="#f59e0b" stroke="#9a3412" stroke-width="${r1(s * 0.02)}"/>`,
        `<ellipse cx="${r1(cx + s * 0.12)}" cy="${r1(cy - s * 0.06)}" rx="${r1(s * 0.09)}" ry="${r1(s * 0.05)}" fill="#fff" fill-opacity="0.5"/>`,
        `<path d="M${r1(cx - s * 0.26)} ${r1(cy + s * 0.1)}Q${r1(cx - s * 0.18)} ${r1(cy - s * 0.3)} ${r1(cx + s * 0.02)} ${r1(cy - s * 0.44)}M${r1(cx - s * 0.02)} ${r1(cy + s * 0.2)}Q${r1(cx)} ${r1(cy - s * 0.2)} ${r1(cx + s * 0.02)} ${r1(cy - s * 0.44)}" fill="none" stroke="#166534" stroke-width="${r1(s * 0.035)}" stroke-linecap="round"/>`,
        `<path d="M${r1(cx + s * 0.02)} ${r1(cy - s * 0.44)}Q${r1(cx + s * 0.22)} ${r1(cy - s * 0.5)} ${r1(cx + s * 0.3)} ${r1(cy - s * 0.34)}Q${r1(cx + s * 0.12)} ${r1(cy - s * 0.3)} ${r1(cx + s * 0.02)} ${r1(cy - s * 0.44)}Z" fill="#22c55e"/>`,
        `<circle cx="${r1(cx - s * 0.26)}" cy="${r1(cy + s * 0.2)}" r="${r1(s * 0.17)}" fill="url(#${palette.ruby})"/>`,
        `<circle cx="${r1(cx - s * 0.02)}" cy="${r1(cy + s * 0.28)}" r="${r1(s * 0.17)}" fill="url(#${palette.ruby})"/>`,
        `<circle cx="${r1(cx - s * 0.31)}" cy="${r1(cy + s * 0.14)}" r="${r1(s * 0.05)}" fill="#fff" fill-opacity="0.6"/>`,
        `<circle cx="${r1(cx - s * 0.07)}" cy="${r1(cy + s * 0.22)}" r="${r1(s * 0.05)}" fill="#fff" fill-opacity="0.6"/>`,
      ].join('');
    case 'gems':
      return [
        shadow,
        `<polygon points="${points(cx, cy, s, [
          [-0.44, -0.14],
          [-0.24, -0.38],
          [0.24, -0.38],
          [0.44, -0.14],
          [0, 0.42],
        ])}" fill="url(#${palette.metal})" stroke="${palette.accentDark}" stroke-width="${r1(s * 0.02)}" stroke-linejoin="round"/>`,
        `<polygon points="${points(cx, cy, s, [
          [-0.24, -0.38],
          [-0.1, -0.14],
          [0.1, -0.14],
          [0.24, -0.38],
        ])}" fill="#fff" fill-opacity="0.45"/>`,
        `<polyline points="${points(cx, cy, s, [
          [-0.44, -0.14],
          [0.44, -0.14],
        ])}" stroke="#fff" stroke-opacity="0.7" stroke-width="${r1(s * 0.015)}"/>`,
        `<polygon points="${points(cx, cy, s, [
          [-0.1, -0.14],
          [0, 0.42],
          [0.1, -0.14],
        ])}" fill="#fff" fill-opacity="0.25"/>`,
        `<polygon points="${points(cx, cy, s, [
          [0.1, -0.14],
          [0.44, -0.14],
          [0, 0.42],
        ])}" fill="#000" fill-opacity="0.2"/>`,
        sparkle(cx - s * 0.2, cy - s * 0.3, s * 0.22, '#fff', 0.9),
      ].join('');
    case 'crowns':
      return [
        shadow,
        `<polygon points="${points(cx, cy, s, [
          [-0.42, 0.3],
          [-0.46, -0.22],
          [-0.22, 0.02],
          [0, -0.36],
          [0.22, 0.02],
          [0.46, -0.22],
          [0.42, 0.3],
        ])}" fill="url(#${palette.metal})" stroke="${palette.accentDark}" stroke-width="${r1(s * 0.025)}" stroke-linejoin="round"/>`,
        `<rect x="${r1(cx - s * 0.43)}" y="${r1(cy + s * 0.22)}" width="${r1(s * 0.86)}" height="${r1(s * 0.14)}" rx="${r1(s * 0.03)}" fill="url(#${palette.metal})" stroke="${palette.accentDark}" stroke-width="${r1(s * 0.02)}"/>`,
        ...[-0.46, 0, 0.46].map(
          (x, index) =>
            `<circle cx="${r1(cx + x * s)}" cy="${r1(cy + (index === 1 ? -0.38 : -0.24) * s)}" r="${r1(s * 0.05)}" fill="#fff"/>`,
        ),
        ...[-0.24, 0, 0.24].map(
          (x, index) =>
            `<circle cx="${r1(cx + x * s)}" cy="${r1(cy + s * 0.29)}" r="${r1(s * 0.045)}" fill="${index === 1 ? '#dc2626' : '#2563eb'}" stroke="#fff" stroke-opacity="0.6" stroke-width="${r1(s * 0.01)}"/>`,
        ),
      ].join('');
    case 'sevens':
      return [
        shadow,
        seven(cx - s * 0.32, cy + s * 0.06, s * 0.5, palette),
        seven(cx + s * 0.32, cy + s * 0.06, s * 0.5, palette),
        seven(cx, cy - s * 0.02, s * 0.72, palette),
      ].join('');
    default:
      return [
        shadow,
        `<polygon points="${starPoints(cx, cy, s * 0.46, s * 0.2)}" fill="url(#${palette.metal})" stroke="${palette.accentDark}" stroke-width="${r1(s * 0.025)}" stroke-linejoin="round"/>`,
        `<polygon points="${starPoints(cx, cy - s * 0.02, s * 0.26, s * 0.11)}" fill="#fff" fill-opacity="0.35"/>`,
        sparkle(cx + s * 0.36, cy - s * 0.3, s * 0.2, '#fff', 0.9),
        sparkle(cx - s * 0.38, cy + s * 0.2, s * 0.14, '#fff', 0.8),
      ].join('');
  }
}
