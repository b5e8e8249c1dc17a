import { escapeHtml } from './html-document';

export interface FirstPaintBanner {
  /** The slider's image for phones (360×520) and from tablets up (735×240). */
  tall: string;
  wide: string;
}

/**
 * Styles of the server-drawn first paint. They use the design tokens' fixed custom properties
 * (`--nfx-color-…`, set by the shell's theme stylesheet, which the page links in its head) and
 * repeat the layout's few measures (header 64 px, main padding 16/12 px, 24 px from tablets up,
 * the slider's aspect ratios and 12 px radius) so the app's first render lands in the same place.
 */
const FIRST_PAINT_STYLE = [
  '.nfx-fp{min-height:100vh;background:var(--nfx-color-surface);color:var(--nfx-color-text)}',
  '.nfx-fp-header{display:flex;align-items:center;min-height:64px;padding:0 12px;background:var(--nfx-color-surface-raised);border-bottom:1px solid var(--nfx-color-border);box-sizing:border-box}',
  '.nfx-fp-logo{margin-inline-start:52px;font-weight:700;font-size:18px}',
  '.nfx-fp-main{width:100%;max-width:1440px;margin:0 auto;padding:16px 12px;box-sizing:border-box}',
  '.nfx-fp-banner{display:block;overflow:hidden;border-radius:12px;background:var(--nfx-color-surface-raised)}',
  '.nfx-fp-banner img{display:block;width:100%;height:auto;aspect-ratio:360/520;object-fit:cover}',
  '@media (min-width:768px){.nfx-fp-main{padding:24px}.nfx-fp-banner img{aspect-ratio:735/240}}',
  '@media (min-width:992px){.nfx-fp-logo{margin-inline-start:0}}',
].join('');

/** The shell header's wordmark (apps/shell/src/app/layout/Header.tsx). */
const HEADER_BRAND = 'NFX';

export function firstPaintStyle(): string {
  return `<style>${FIRST_PAINT_STYLE}</style>`;
}

/**
 * What the player sees before the scripts have run: the header bar with the brand and, on the home
 * page, the first banner of the slider. React replaces it on its first render (createRoot clears
 * the container). Hidden from assistive technology: it has no controls, and the real page follows.
 */
export function firstPaintHtml(banner: FirstPaintBanner | null): string {
  const picture = banner
    ? `<div class="nfx-fp-banner"><picture><source media="(min-width: 768px)" srcset="${escapeHtml(banner.wide)}" /><img src="${escapeHtml(banner.tall)}" alt="" width="360" height="520" fetchpriority="high" /></picture></div>`
    : '';
  return `<div class="nfx-fp" aria-hidden="true"><div class="nfx-fp-header"><span class="nfx-fp-logo">${HEADER_BRAND}</span></div><div class="nfx-fp-main">${picture}</div></div>`;
}
