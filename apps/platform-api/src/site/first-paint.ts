import { escapeHtml } from './html-document';
import type { PreloadImage } from './page-preloads';

export interface FirstPaintBanner {
  /** The slider's image for phones (360×520, shown cropped to 360:300) and from tablets up (735×240). */
  tall: string;
  wide: string;
}

/** One game of the hall's first page, named and pictured as its tile shows it. */
export interface FirstPaintGame {
  name: string;
  image: PreloadImage;
}

export interface FirstPaintHall {
  title: string;
  description: string;
  games: FirstPaintGame[];
}

/** A section's title and lead, as the top of its page draws them (the betting board). */
export interface FirstPaintIntro {
  title: string;
  description: string;
}

/** A remote's page in the common frame (SectionPage of @nfx/app-runtime): its title and lead. */
export interface FirstPaintSection {
  title: string;
  description: string;
  /** The cashier's pages sit under its row of section tabs (CashierLayout): their labels, and which one is the page's. */
  tabs?: { labels: string[]; current: number };
  /** The promotions list: the pictures of its first cards (a row holds at most three). */
  cardImages?: string[];
}

/** The top of a game's page (GamePage of the casino lib): its name and provider line. */
export interface FirstPaintGameTitle {
  name: string;
  provider: string;
}

/** The analytics question's texts (AnalyticsConsent of the shell's layout), for a visitor who has not answered it. */
export interface FirstPaintConsent {
  title: string;
  text: string;
  allow: string;
  decline: string;
}

export type FirstPaintContent =
  | { banner: FirstPaintBanner }
  | { hall: FirstPaintHall }
  | { intro: FirstPaintIntro }
  | { section: FirstPaintSection }
  | { game: FirstPaintGameTitle }
  | null;

/** Promotion cards whose pictures the list's first paint draws: its widest row. */
export const PROMOTION_FIRST_ROW = 3;

/**
 * The pictures of the first screen load at once, at high priority, and are named for Element
 * Timing: the shell's first render waits until the browser reports them painted
 * (libs/shell/feature-core/src/start-up/first-paint-shown.ts), so that replacing them does not lose the
 * page's largest paint.
 */
const FIRST_SCREEN_PICTURE = 'fetchpriority="high" elementtiming="nfx-first-paint"';

/** Tiles whose artwork the page preloads: the hall's first row on a phone. */
export const HALL_PRELOADED_TILES = 2;

/**
 * Styles of the server-drawn first paint. They use the design tokens' fixed custom properties
 * (`--nfx-color-…`, set by the shell's theme stylesheet, which the page links in its head) and
 * repeat the layout's few measures so the app's first render lands in the same place:
 * - the header (64 px) and the main area (padding 16/12 px, 24 px on tablets, at most 1440 px);
 * - the slider's boxes (BannerSlider.css.ts: the phone's 360×520 artwork cropped to 360:300, 735:240
 *   from tablets up) and 12 px radius;
 * - the hall (libs/casino/feature-game-hall): the category tabs' 32 px strip, the toolbar's
 *   height (three stacked fields on phones, one row from tablets up, 16 px above and below), and
 *   the grid of grid-layout.ts: tiles of at least 136 px with 8 px gaps up to a 767 px wide grid
 *   (a 815 px screen on tablets), 176 px and 12 px above, 3:2 artwork over a 36 px name;
 * - a section's intro (libs/betting/feature-betting, board.css.ts `intro`, `heading`, `muted`):
 *   the title and the lead below it in the same sizes, beside the bet slip's 22rem column from
 *   992 px up, so the lead, the page's largest text on a phone, is painted once, by the server;
 * - a remote's page in the common frame (SectionPage): the browser's own h1 and p margins, as the
 *   app keeps them; under the cashier's tabs (cashier.css.ts `tabs`, `presetButton`: 44 px high,
 *   8 px apart, wrapping as the app's do, 16 px above and below, then the stack's 16 px gap); the promotions list's grid (promotions.css.ts `grid`,
 *   `image`: one column, two from 768 px, three from 1280 px, 16 px gaps) of bordered panels with
 *   16 px padding around a 16:9 picture, the card's largest paint;
 * - a game's page (GamePage.css.ts `title`, `meta`): its name in the large size on phones and
 *   the extra-large one from 768 px, the provider line under it.
 */
const FIRST_PAINT_STYLE = [
  '.nfx-fp{min-height:100vh;background:var(--nfx-color-surface);color:var(--nfx-color-text)}',
  '.nfx-fp-header{display:flex;align-items:center;min-height:64px;padding:0 12px;background:var(--nfx-color-surface-raised);border-bottom:1px solid var(--nfx-color-border);box-sizing:border-box}',
  '.nfx-fp-logo{margin-inline-start:52px;font-weight:700;font-size:18px}',
  '.nfx-fp-main{width:100%;max-width:1440px;margin:0 auto;padding:16px 12px;box-sizing:border-box}',
  '.nfx-fp-banner{display:block;overflow:hidden;border-radius:12px;background:var(--nfx-color-surface-raised)}',
  '.nfx-fp-banner img{display:block;width:100%;height:auto;aspect-ratio:360/300;object-fit:cover}',
  '.nfx-fp-tabs{height:32px}',
  '.nfx-fp-toolbar{height:202px;margin:16px 0}',
  '.nfx-fp-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(136px,1fr));gap:8px}',
  '.nfx-fp-tile{position:relative;min-width:0;contain:layout paint;display:flex;flex-direction:column}',
  '.nfx-fp-tile img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;border-radius:var(--nfx-radius-md);background:var(--nfx-color-surface-raised)}',
  '.nfx-fp-tile span{display:block;height:36px;line-height:36px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:var(--nfx-font-size-sm);font-weight:var(--nfx-font-weight-medium)}',
  '.nfx-fp-intro{display:flex;flex-direction:column;gap:var(--nfx-space-2)}',
  '.nfx-fp-intro h1{margin:0;font-size:var(--nfx-font-size-xl);font-weight:var(--nfx-font-weight-semibold)}',
  '.nfx-fp-intro p{margin:0;color:var(--nfx-color-text-muted);font-size:var(--nfx-font-size-sm)}',
  '.nfx-fp-stack{display:flex;flex-direction:column;gap:var(--nfx-space-4)}',
  '.nfx-fp-cashier-tabs{display:flex;flex-wrap:wrap;gap:var(--nfx-space-2);margin:var(--nfx-space-4) 0}',
  '.nfx-fp-cashier-tabs span{display:inline-flex;align-items:center;box-sizing:border-box;min-height:2.75rem;min-width:4.5rem;padding:0 var(--nfx-space-3);border-radius:var(--nfx-radius-md);border:1px solid var(--nfx-color-border);background:var(--nfx-color-surface-sunken)}',
  '.nfx-fp-cashier-tabs .nfx-fp-current{border-color:var(--nfx-color-accent);color:var(--nfx-color-link)}',
  '.nfx-fp-cards{display:grid;gap:var(--nfx-space-4);grid-template-columns:minmax(0,1fr);margin-top:var(--nfx-space-4)}',
  '.nfx-fp-card{padding:var(--nfx-space-4);border:1px solid var(--nfx-color-border);border-radius:var(--nfx-radius-lg);background:var(--nfx-color-surface-raised)}',
  '.nfx-fp-card img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:var(--nfx-radius-md);background:var(--nfx-color-surface-sunken)}',
  '.nfx-fp-card:nth-child(n+2){display:none}',
  // The analytics question (AnalyticsConsent.css.ts `placement`, `title`, `text`, in @nfx/ui's
  // `panel` of padding md with its border and start alignment, its buttons a `cluster` of two small `button`s).
  '.nfx-fp-consent{position:fixed;left:max(var(--nfx-space-3),env(safe-area-inset-left));right:calc(52px + 2 * var(--nfx-space-3));bottom:max(var(--nfx-space-3),env(safe-area-inset-bottom));z-index:var(--nfx-z-index-header);max-width:32rem;box-shadow:var(--nfx-shadow-md);display:flex;flex-direction:column;align-items:flex-start;gap:var(--nfx-space-3);padding:var(--nfx-space-4);border:1px solid var(--nfx-color-border);border-radius:var(--nfx-radius-lg);background:var(--nfx-color-surface-raised);color:var(--nfx-color-text);box-sizing:border-box}',
  '.nfx-fp-consent h2{margin:0;font-size:var(--nfx-font-size-md)}',
  '.nfx-fp-consent p{margin:0;font-size:var(--nfx-font-size-sm);color:var(--nfx-color-text-muted)}',
  '.nfx-fp-consent div{display:flex;flex-wrap:wrap;align-items:center;gap:var(--nfx-space-2)}',
  '.nfx-fp-consent span{display:inline-flex;align-items:center;justify-content:center;min-height:32px;padding:0 var(--nfx-space-3);border:1px solid transparent;border-radius:var(--nfx-radius-md);font-size:var(--nfx-font-size-sm);font-weight:var(--nfx-font-weight-semibold);line-height:var(--nfx-font-line-height-tight);box-sizing:border-box}',
  '.nfx-fp-consent span:first-child{background:var(--nfx-color-accent);color:var(--nfx-color-accent-text)}',
  '.nfx-fp-game{display:flex}',
  '.nfx-fp-game h1{margin:0;font-size:var(--nfx-font-size-lg)}',
  '.nfx-fp-game p{margin:0;color:var(--nfx-color-text-muted);font-size:var(--nfx-font-size-sm)}',
  '@media (min-width:768px){.nfx-fp-banner img{aspect-ratio:735/240}.nfx-fp-toolbar{height:69px}.nfx-fp-game h1{font-size:var(--nfx-font-size-xl)}.nfx-fp-cards{grid-template-columns:repeat(2,minmax(0,1fr))}.nfx-fp-card:nth-child(2){display:block}}',
  '@media (min-width:1280px){.nfx-fp-cards{grid-template-columns:repeat(3,minmax(0,1fr))}.nfx-fp-card:nth-child(3){display:block}}',
  '@media (min-width:768px) and (max-width:991px){.nfx-fp-main{padding:24px}}',
  '@media (min-width:816px){.nfx-fp-grid{grid-template-columns:repeat(auto-fill,minmax(176px,1fr));gap:12px}}',
  '@media (min-width:992px){.nfx-fp-logo{margin-inline-start:0}.nfx-fp-intro{margin-inline-end:calc(22rem + var(--nfx-space-6))}}',
  // The header's phone steps (Header.css.ts `headerSteps`): the brand stays where the app draws it.
  '@media (max-width:479px){.nfx-fp-header{padding:0 8px}.nfx-fp-logo{margin-inline-start:48px}}',
  '@media (max-width:359px){.nfx-fp-logo{margin-inline-start:40px}}',
].join('');

/** The shell header's wordmark (libs/shell/feature-layout/src/layout/Header.tsx). */
const HEADER_BRAND = 'NFX';

export function firstPaintStyle(): string {
  return `<style>${FIRST_PAINT_STYLE}</style>`;
}

function bannerHtml(banner: FirstPaintBanner): string {
  return `<div class="nfx-fp-banner"><picture><source media="(min-width: 768px)" srcset="${escapeHtml(banner.wide)}" /><img src="${escapeHtml(banner.tall)}" alt="" width="360" height="520" ${FIRST_SCREEN_PICTURE} /></picture></div>`;
}

/**
 * The hall's title, the room its filters take and the first games with the artwork the tiles
 * will show (same file and candidates, so the browser fetches each image once). The preloaded
 * tiles load at once with high priority, as the app's first row does; the rest only when seen.
 */
function hallHtml(hall: FirstPaintHall): string {
  const tiles = hall.games.map(({ name, image }, index) => {
    const srcset = image.srcset ? ` srcset="${escapeHtml(image.srcset)}"` : '';
    const loading = index < HALL_PRELOADED_TILES ? FIRST_SCREEN_PICTURE : 'loading="lazy"';
    return `<div class="nfx-fp-tile"><img src="${escapeHtml(image.href)}"${srcset} alt="" width="288" height="192" ${loading} /><span>${escapeHtml(name)}</span></div>`;
  });
  return `<h1>${escapeHtml(hall.title)}</h1><p>${escapeHtml(hall.description)}</p><div class="nfx-fp-tabs"></div><div class="nfx-fp-toolbar"></div><div class="nfx-fp-grid">${tiles.join('')}</div>`;
}

/**
 * The page's title and lead as SectionPage draws them; the cashier's under the room of its tabs,
 * the promotions list's over its first row of pictures, fetched at once with high priority (the
 * app's cards ask for the same files, so the browser fetches each once).
 */
function sectionHtml(section: FirstPaintSection): string {
  const intro = `<div><h1>${escapeHtml(section.title)}</h1><p>${escapeHtml(section.description)}</p></div>`;
  if (section.tabs) {
    const { labels, current } = section.tabs;
    const tabs = labels.map((label, index) => `<span${index === current ? ' class="nfx-fp-current"' : ''}>${escapeHtml(label)}</span>`);
    return `<div class="nfx-fp-stack"><div class="nfx-fp-cashier-tabs">${tabs.join('')}</div>${intro}</div>`;
  }
  const cards = (section.cardImages ?? []).map(
    (image) => `<div class="nfx-fp-card"><img src="${escapeHtml(image)}" alt="" width="354" height="199" ${FIRST_SCREEN_PICTURE} /></div>`,
  );
  return cards.length ? `${intro}<div class="nfx-fp-cards">${cards.join('')}</div>` : intro;
}

function gameHtml(game: FirstPaintGameTitle): string {
  return `<div class="nfx-fp-game"><div><h1>${escapeHtml(game.name)}</h1><p>${escapeHtml(game.provider)}</p></div></div>`;
}

function introHtml(intro: FirstPaintIntro): string {
  return `<div class="nfx-fp-intro"><h1>${escapeHtml(intro.title)}</h1><p>${escapeHtml(intro.description)}</p></div>`;
}

/**
 * The analytics question where the app draws it. Drawn by the app alone, it came late (after the
 * scripts and the first render) and, often the largest text on a phone's screen, it was the page's
 * largest paint; drawn here it paints with the page. Look-alike buttons, like the cashier's tabs:
 * the first paint has no controls, the app's own question replaces it on the first render.
 */
function consentHtml(consent: FirstPaintConsent): string {
  return `<div class="nfx-fp-consent"><h2>${escapeHtml(consent.title)}</h2><p>${escapeHtml(consent.text)}</p><div><span>${escapeHtml(consent.allow)}</span><span>${escapeHtml(consent.decline)}</span></div></div>`;
}

/**
 * What the player sees before the scripts have run: the header bar with the brand and, on the home
 * page, the first banner of the slider; on the unfiltered hall, its first games; on the betting
 * board, the deposit page and the promotions list, their titles and leads (and the list's first
 * pictures); on a game's page, its name; and the analytics question for a visitor who has not
 * answered it (`consent`). React replaces it
 * on its first render (createRoot clears the container). Hidden from assistive technology: it has
 * no controls, and the real page follows.
 */
export function firstPaintHtml(content: FirstPaintContent, consent: FirstPaintConsent | null = null): string {
  const main = !content
    ? ''
    : 'banner' in content
      ? bannerHtml(content.banner)
      : 'hall' in content
        ? hallHtml(content.hall)
        : 'section' in content
          ? sectionHtml(content.section)
          : 'game' in content
            ? gameHtml(content.game)
            : introHtml(content.intro);
  return `<div class="nfx-fp" aria-hidden="true"><div class="nfx-fp-header"><span class="nfx-fp-logo">${HEADER_BRAND}</span></div><div class="nfx-fp-main">${main}</div>${consent ? consentHtml(consent) : ''}</div>`;
}
