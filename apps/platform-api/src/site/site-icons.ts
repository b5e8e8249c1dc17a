import sharp from 'sharp';

/** Brand colours of the icon and the installed app (the design tokens' violet 500 and the dark surface). */
export const BRAND_COLOR = '#7a55f5';
export const BACKGROUND_COLOR = '#16181d';

/**
 * The site icon: a casino chip in the brand colour, drawn with shapes only so it renders the
 * same everywhere (no fonts). The PNG and ICO files are rasterised from it.
 */
export function iconSvg(): string {
  const notches = Array.from(
    { length: 8 },
    (_, index) => `<rect x="58" y="6" width="12" height="22" rx="3" fill="#fff" transform="rotate(${index * 45} 64 64)"/>`,
  ).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    `<rect width="128" height="128" rx="28" fill="${BACKGROUND_COLOR}"/>`,
    `<circle cx="64" cy="64" r="56" fill="${BRAND_COLOR}"/>`,
    notches,
    '<circle cx="64" cy="64" r="36" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/>',
    '<path d="M64 40 L84 64 L64 88 L44 64 Z" fill="#fff"/>',
    '</svg>',
  ].join('');
}

export interface IconFile {
  path: string;
  type: string;
  render: () => Promise<Buffer>;
}

const png = (size: number) => () =>
  sharp(Buffer.from(iconSvg()), { density: Math.max(72, Math.ceil((72 * size) / 128)) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO holding PNG images (supported by every browser since 2007): a 6-byte header, one 16-byte entry per image, then the images. */
export function icoFromPngs(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** Every icon file the site links, rendered on first request. The paths match the CMS favicon map's defaults. */
export const iconFiles: IconFile[] = [
  { path: '/favicon.svg', type: 'image/svg+xml', render: async () => Buffer.from(iconSvg()) },
  {
    path: '/favicon.ico',
    type: 'image/x-icon',
    render: async () =>
      icoFromPngs([
        { size: 16, data: await png(16)() },
        { size: 32, data: await png(32)() },
        { size: 48, data: await png(48)() },
      ]),
  },
  { path: '/favicon/favicon-16x16.png', type: 'image/png', render: png(16) },
  { path: '/favicon/favicon-32x32.png', type: 'image/png', render: png(32) },
  { path: '/favicon/apple-touch-icon.png', type: 'image/png', render: png(180) },
  { path: '/favicon/icon-192.png', type: 'image/png', render: png(192) },
  { path: '/favicon/icon-512.png', type: 'image/png', render: png(512) },
];

/** The web app manifest: what an installed site is called and which icons it uses. */
export function webManifest(name: string, shortName: string, lang: string): Record<string, unknown> {
  return {
    name,
    short_name: shortName,
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: BRAND_COLOR,
    icons: [
      { src: '/favicon/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/favicon/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
