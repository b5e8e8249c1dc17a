/**
 * Title and provider lettering for the generated artwork. librsvg lays the text out with whatever
 * bold sans-serif the machine has, and nothing here can ask it how wide a line came out, so widths
 * are estimated from DejaVu Sans Bold, the widest of the usual fallbacks (Debian's default): a
 * title sized to fit in it fits in narrower faces too.
 */

/** Advance widths of DejaVu Sans Bold in em, measured by rendering each glyph through sharp. */
const ADVANCE: Readonly<Record<string, number>> = {
  A: 0.774,
  B: 0.762,
  C: 0.734,
  D: 0.83,
  E: 0.683,
  F: 0.683,
  G: 0.82,
  H: 0.837,
  I: 0.372,
  J: 0.372,
  K: 0.775,
  L: 0.637,
  M: 0.995,
  N: 0.837,
  O: 0.85,
  P: 0.733,
  Q: 0.85,
  R: 0.77,
  S: 0.72,
  T: 0.702,
  U: 0.812,
  V: 0.774,
  W: 1.103,
  X: 0.771,
  Y: 0.724,
  Z: 0.725,
  ' ': 0.348,
  '&': 0.872,
  "'": 0.306,
  '-': 0.415,
  '.': 0.38,
  ',': 0.38,
  ':': 0.4,
  '!': 0.456,
  '?': 0.58,
};
const DIGIT_ADVANCE = 0.696;
/** Accented and non-Latin capitals: wider than most Latin ones, so an unknown glyph never overflows. */
const OTHER_ADVANCE = 0.9;

export const LETTERING_FONT = 'font-family="sans-serif" font-weight="bold"';

/** Whether XML 1.0 can carry a code point at all (tab, newlines and the printable planes). */
function xmlAllowed(codePoint: number): boolean {
  if (codePoint < 0x20) return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  return codePoint !== 0xfffe && codePoint !== 0xffff;
}

/** XML text: markup characters as references, characters XML 1.0 cannot carry at all dropped. */
export function escapeXml(text: string): string {
  let escaped = '';
  // Iterating by code point keeps surrogate pairs whole and leaves a lone half on its own.
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (!xmlAllowed(codePoint)) continue;
    escaped += '<>&"\''.includes(char) ? `&#${codePoint};` : char;
  }
  return escaped;
}

/** Width of a line at font size 1 in the widest expected face. */
export function textWidthEm(line: string): number {
  let width = 0;
  for (const char of line) width += ADVANCE[char] ?? (char >= '0' && char <= '9' ? DIGIT_ADVANCE : OTHER_ADVANCE);
  return width;
}

export interface FittedTitle {
  lines: string[];
  fontSize: number;
}

/**
 * The title in capitals on one or two lines at the largest size that fits the box: two lines
 * win when they let the letters grow, split where the lines come out most even.
 */
export function fitTitle(title: string, maxWidth: number, maxHeight: number, maxFontSize: number): FittedTitle {
  const words = title.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], fontSize: 0 };
  const LINE_HEIGHT = 1.08;
  const sizeFor = (lines: string[]) =>
    Math.min(maxFontSize, maxHeight / (lines.length * LINE_HEIGHT), ...lines.map((line) => maxWidth / textWidthEm(line)));
  let best: FittedTitle = { lines: [words.join(' ')], fontSize: sizeFor([words.join(' ')]) };
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const fontSize = sizeFor(lines);
    // Two lines need a clearly larger size to be worth it: one line reads faster.
    if (fontSize > best.fontSize * 1.12) best = { lines, fontSize };
  }
  return { lines: best.lines, fontSize: Math.floor(best.fontSize * 10) / 10 };
}

export interface TitleStyle {
  /** Centre of the block horizontally, or its left edge when `anchor` is `start`. */
  x: number;
  /** Bottom of the block (baseline of the last line plus descent room). */
  bottom: number;
  anchor: 'middle' | 'start';
  fill: string;
  outline: string;
}

/**
 * The title as display lettering: a dark outline drawn under the fill and a shadow below it, so
 * it stays legible on any part of the picture.
 */
export function titleSvg({ lines, fontSize }: FittedTitle, style: TitleStyle): string {
  if (lines.length === 0 || fontSize <= 0) return '';
  const lineStep = fontSize * 1.08;
  const firstBaseline = style.bottom - fontSize * 0.22 - lineStep * (lines.length - 1);
  const tspans = lines
    .map((line, index) => `<tspan x="${round(style.x)}" y="${round(firstBaseline + lineStep * index)}">${escapeXml(line)}</tspan>`)
    .join('');
  const outline = round(Math.max(1.5, fontSize * 0.16));
  const shadow = round(Math.max(1, fontSize * 0.07));
  const common = `${LETTERING_FONT} font-size="${round(fontSize)}" text-anchor="${style.anchor}" stroke-linejoin="round"`;
  return [
    `<text ${common} transform="translate(0 ${shadow})" fill="#000" fill-opacity="0.55" stroke="#000" stroke-opacity="0.55" stroke-width="${outline}">${tspans}</text>`,
    `<text ${common} fill="${style.fill}" stroke="${style.outline}" stroke-width="${outline}" paint-order="stroke" data-role="title">${tspans}</text>`,
  ].join('');
}

/** The provider's name on a small dark plate in the top-left corner, as lobbies show the studio. */
export function providerMarkSvg(name: string, width: number, height: number, accent: string): string {
  const text = name.trim().toUpperCase();
  if (!text) return '';
  // A name wider than the corner allows gets smaller letters rather than being cut.
  const fontSize = round(Math.min(Math.max(7, Math.min(height * 0.075, width * 0.05)), (width * 0.6) / textWidthEm(text)));
  const padding = fontSize * 0.55;
  const x = round(height * 0.05);
  const y = round(height * 0.05);
  const plateWidth = round(textWidthEm(text) * fontSize + padding * 2);
  const plateHeight = round(fontSize * 1.6);
  return [
    `<g data-role="provider">`,
    `<rect x="${x}" y="${y}" width="${plateWidth}" height="${plateHeight}" rx="${round(plateHeight / 2)}" fill="#000" fill-opacity="0.55" stroke="${accent}" stroke-opacity="0.8" stroke-width="${round(Math.max(0.75, fontSize / 10))}"/>`,
    `<text x="${round(x + padding)}" y="${round(y + plateHeight / 2 + fontSize * 0.36)}" ${LETTERING_FONT} font-size="${fontSize}" fill="#fff">${escapeXml(text)}</text>`,
    '</g>',
  ].join('');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
