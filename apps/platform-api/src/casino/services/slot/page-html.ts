import { PAYLINES, REELS, ROWS, type SymbolName, SYMBOLS } from './paytable';

export type SlotTexts = Record<string, string> & { symbols: Record<SymbolName, string> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One drawing per symbol, used by the reels and the paytable through <use>. */
const SYMBOL_ART: Record<SymbolName, string> = {
  cherry:
    '<path d="M50 18 q8 20 -18 40 M50 18 q10 22 20 42" stroke="#16a34a" stroke-width="6" fill="none"/><circle cx="30" cy="68" r="17" fill="#dc2626"/><circle cx="70" cy="70" r="17" fill="#ef4444"/>',
  lemon: '<ellipse cx="50" cy="52" rx="36" ry="26" fill="#facc15"/><ellipse cx="42" cy="44" rx="12" ry="6" fill="#fef08a"/>',
  plum: '<circle cx="50" cy="56" r="30" fill="#7c3aed"/><path d="M50 26 q4 -12 16 -14" stroke="#16a34a" stroke-width="5" fill="none"/><ellipse cx="40" cy="46" rx="8" ry="5" fill="#c4b5fd"/>',
  bell: '<path d="M50 14 c18 0 24 18 24 36 l8 18 h-64 l8 -18 c0 -18 6 -36 24 -36z" fill="#f59e0b"/><circle cx="50" cy="76" r="8" fill="#b45309"/>',
  bar: '<rect x="10" y="34" width="80" height="32" rx="6" fill="#111827" stroke="#e5e7eb" stroke-width="4"/><text x="50" y="59" font-family="sans-serif" font-weight="900" font-size="22" text-anchor="middle" fill="#f9fafb">BAR</text>',
  seven:
    '<text x="50" y="80" font-family="sans-serif" font-weight="900" font-size="78" text-anchor="middle" fill="#ef4444" stroke="#7f1d1d" stroke-width="3">7</text>',
  star: '<polygon points="50,8 61,38 94,38 67,58 77,90 50,70 23,90 33,58 6,38 39,38" fill="#fde047" stroke="#ca8a04" stroke-width="3"/>',
  diamond:
    '<polygon points="20,38 34,16 66,16 80,38 50,88" fill="#38bdf8" stroke="#e0f2fe" stroke-width="3"/><polygon points="20,38 80,38 50,88" fill="#0ea5e9"/>',
};

const sprite = `<svg xmlns="http://www.w3.org/2000/svg" class="slot-sprite" aria-hidden="true" focusable="false">${SYMBOLS.map((symbol) => `<symbol id="sym-${symbol}" viewBox="0 0 100 100">${SYMBOL_ART[symbol]}</symbol>`).join('')}</svg>`;

const icon = (symbol: SymbolName) => `<svg aria-hidden="true" focusable="false"><use href="#sym-${symbol}"/></svg>`;

export interface SlotPageOptions {
  locale: string;
  theme: 'dark' | 'light';
  sysname: string;
  name: string;
  mode: 'demo' | 'play';
  texts: SlotTexts;
  /** Link that opens the site's sign-in popup, in the page's locale. */
  signInUrl: string;
  /** The player's own limits and exclusions, in the page's locale: a protection refusal links there. */
  /** Null while the responsible-gaming pages are switched off (CMS isResponsibleGamingEnable): no link to a missing page. */
  responsibleGameUrl: string | null;
  demoUrl: string | null;
  paytable: Array<{ symbol: SymbolName; pays: number[] }>;
  lines: number;
  rtp: number;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The game page: server-rendered markup; the script under /platform/slot-assets/ brings it to life. */
export function renderSlotPage(options: SlotPageOptions): string {
  const { texts } = options;
  // The reels start on a fixed, losing picture; the first spin replaces it.
  const start: SymbolName[] = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'star', 'diamond'];
  const reels = Array.from({ length: REELS }, (_, reel) => {
    const cells = Array.from({ length: ROWS }, (_, row) => {
      const symbol = start[(reel * 3 + row * 2) % start.length] as SymbolName;
      return `<div class="slot-cell" role="img" data-cell="${reel}-${row}" aria-label="${escapeHtml(texts.symbols[symbol])}"><svg aria-hidden="true" focusable="false"><use href="#sym-${symbol}"/></svg></div>`;
    });
    return `<div class="slot-reel">${cells.join('')}</div>`;
  }).join('');
  const config = {
    sysname: options.sysname,
    mode: options.mode,
    locale: options.locale,
    texts,
    paylines: PAYLINES,
    responsibleGameUrl: options.responsibleGameUrl,
  };
  const rows = options.paytable
    .slice()
    .reverse()
    .map(
      (entry) =>
        `<tr><td>${icon(entry.symbol)}${escapeHtml(texts.symbols[entry.symbol])}</td>${entry.pays.map((pay) => `<td>×${pay}</td>`).join('')}</tr>`,
    )
    .join('');
  const modeLabel = options.mode === 'demo' ? texts['modeDemo'] : texts['modePlay'];
  return `<!doctype html>
<html lang="${escapeHtml(options.locale)}" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.name)} · ${escapeHtml(modeLabel ?? '')}</title>
<link rel="stylesheet" href="/platform/slot-assets/slot.css">
<script src="/platform/slot-assets/slot.js" defer></script>
</head>
<body>
${sprite}
<main class="slot" data-slot="${escapeHtml(JSON.stringify(config))}">
  <header class="slot-header"><h1 class="slot-title">${escapeHtml(options.name)}</h1><span class="slot-mode">${escapeHtml(modeLabel ?? '')}</span></header>
  <div class="slot-notice" id="slot-signin" hidden><span>${escapeHtml(texts['signInRequired'] ?? '')}</span><span class="slot-actions"><a class="slot-link" href="${escapeHtml(options.signInUrl)}" target="_top">${escapeHtml(texts['signIn'] ?? '')}</a>${options.demoUrl ? ` <a class="slot-link" href="${escapeHtml(options.demoUrl)}">${escapeHtml(texts['playDemo'] ?? '')}</a>` : ''}</span></div>
  <section class="slot-reels" id="slot-reels" aria-label="${escapeHtml(texts['reels'] ?? '')}">${reels}</section>
  <p class="slot-status" id="slot-status" role="status" aria-live="polite"></p>
  <p class="slot-alert" id="slot-alert" role="alert" hidden></p>
  <section class="slot-controls">
    <div class="slot-figure"><span id="slot-balance-label">${escapeHtml(texts['balance'] ?? '')}</span><output id="slot-balance" aria-labelledby="slot-balance-label">${escapeHtml(texts['loading'] ?? '')}</output></div>
    <div class="slot-figure slot-bonus" id="slot-bonus-line" hidden><span id="slot-bonus-label">${escapeHtml(texts['bonusBalance'] ?? '')}</span><output id="slot-bonus" aria-labelledby="slot-bonus-label"></output></div>
    <div class="slot-figure"><span id="slot-last-win-label">${escapeHtml(texts['lastWin'] ?? '')}</span><output id="slot-last-win" aria-labelledby="slot-last-win-label">—</output></div>
    <div class="slot-figure slot-stake"><label for="slot-stake">${escapeHtml(texts['stake'] ?? '')}</label><select id="slot-stake"></select></div>
  </section>
  <div class="slot-actions">
    <button type="button" class="slot-button" id="slot-spin" disabled>${escapeHtml(texts['spin'] ?? '')}</button>
    <button type="button" class="slot-button is-secondary slot-free" id="slot-free" hidden></button>
  </div>
  <details class="slot-paytable">
    <summary>${escapeHtml(texts['paytable'] ?? '')}</summary>
    <p class="slot-small">${escapeHtml(texts['paytableHint'] ?? '')}</p>
    <table><thead><tr><th scope="col">${escapeHtml(texts['paytable'] ?? '')}</th>${[3, 4, 5].map((count) => `<th scope="col">${escapeHtml(fill(texts['ofAKind'] ?? '', { count }))}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>
    <p class="slot-small">${escapeHtml(fill(texts['lines'] ?? '', { count: options.lines }))} · ${escapeHtml(fill(texts['rtp'] ?? '', { value: options.rtp }))}</p>
  </details>
</main>
</body>
</html>`;
}

/** A short page for a game that cannot be shown (unknown, or no demo). */
export function renderSlotMessagePage(locale: string, theme: 'dark' | 'light', title: string, message: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" data-theme="${theme}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/platform/slot-assets/slot.css"></head>
<body><main class="slot"><p class="slot-alert" role="alert">${escapeHtml(message)}</p></main></body>
</html>`;
}
