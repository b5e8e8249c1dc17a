/**
 * Stylesheet of the game page, served as a file (/platform/slot-assets/slot.css).
 * The reels are square cells, so the page's width sets its height: the width is capped by the
 * frame's height (100vh inside the iframe, less the rows around the reels) so that the Spin
 * button stays inside a short frame (a 768 px laptop, a 740 px phone) instead of below it.
 * The bonus balance, when there is one, is a fourth figure in the controls' row (on a phone it
 * takes the stake's half row), so it adds no height and the Spin button stays where it was.
 */
export const slotStyle = `
:root{color-scheme:dark;--bg:#0f1020;--panel:#1b1d36;--text:#f5f5fa;--muted:#a5a8c8;--accent:#fbbf24;--accent-text:#1b1300;--danger:#f87171;--win:#34d399;--cell:#26294a}
:root[data-theme=light]{color-scheme:light;--bg:#f4f5fb;--panel:#fff;--text:#16172b;--muted:#55587a;--accent:#b45309;--accent-text:#fff;--danger:#b91c1c;--win:#047857;--cell:#e7e8f3}
*{box-sizing:border-box}
.slot-sprite{position:absolute;width:0;height:0;overflow:hidden}
html,body{margin:0;height:100%}
body{background:var(--bg);color:var(--text);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.slot{max-width:min(760px,max(280px,calc((100vh - 290px) * 5 / 3 + 64px)));margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px;min-height:100%}
.slot-header{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}
.slot-title{font-size:1.2rem;margin:0}
.slot-mode{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;padding:2px 8px;border-radius:999px;background:var(--panel);color:var(--muted)}
.slot-reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:var(--panel);padding:8px;border-radius:12px}
.slot-reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}
.slot-cell{aspect-ratio:1;background:var(--cell);border-radius:8px;display:flex;align-items:center;justify-content:center;transition:transform .15s ease,box-shadow .15s ease}
.slot-cell svg{width:70%;height:70%}
.slot-cell.is-win{box-shadow:0 0 0 3px var(--win) inset;transform:scale(1.04)}
.slot-reels.is-spinning .slot-cell{animation:slot-blur .18s linear infinite}
@keyframes slot-blur{0%{transform:translateY(-6%);opacity:.55}100%{transform:translateY(6%);opacity:1}}
@media (prefers-reduced-motion:reduce){.slot-reels.is-spinning .slot-cell{animation:none;opacity:.6}}
.slot-status{min-height:1.5em;margin:0;font-weight:600;text-align:center}
.slot-status.is-win{color:var(--win)}
.slot-alert{margin:0;padding:8px 12px;border-radius:8px;background:color-mix(in srgb,var(--danger) 18%,transparent);color:var(--text);border:1px solid var(--danger)}
.slot-alert[hidden],.slot-notice[hidden],.slot-free[hidden]{display:none}
.slot-controls{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;align-items:end;background:var(--panel);padding:10px;border-radius:12px}
.slot-figure{display:flex;flex-direction:column;gap:2px;min-width:0}
.slot-figure span:first-child,.slot-controls label{font-size:.75rem;color:var(--muted);text-transform:uppercase;letter-spacing:.06em}
.slot-figure output{font-size:1.05rem;font-weight:700;overflow-wrap:anywhere}
.slot-bonus[hidden]{display:none}
.slot-controls:has(.slot-bonus:not([hidden])){grid-template-columns:repeat(4,1fr)}
.slot-controls select{width:100%;padding:8px;border-radius:8px;border:1px solid var(--muted);background:var(--bg);color:var(--text);font:inherit;min-height:40px}
.slot-actions{display:flex;gap:8px;flex-wrap:wrap}
.slot-button{flex:1 1 160px;min-height:48px;padding:10px 18px;border:0;border-radius:999px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:800;font-size:1.05rem;cursor:pointer}
.slot-button.is-secondary{background:transparent;color:var(--text);border:2px solid var(--accent)}
.slot-button:disabled{opacity:.5;cursor:not-allowed}
.slot-button:focus-visible,.slot-controls select:focus-visible,.slot-link:focus-visible,summary:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.slot-notice{padding:10px 12px;border-radius:8px;background:var(--panel);display:flex;gap:8px;align-items:center;flex-wrap:wrap;justify-content:space-between}
.slot-link{color:var(--accent);font-weight:700}
.slot-paytable{background:var(--panel);border-radius:12px;padding:8px 12px}
.slot-paytable table{width:100%;border-collapse:collapse;font-size:.9rem}
.slot-paytable th,.slot-paytable td{padding:4px;text-align:right;border-bottom:1px solid var(--cell)}
.slot-paytable th:first-child,.slot-paytable td:first-child{text-align:left}
.slot-paytable svg{width:22px;height:22px;vertical-align:middle;margin-right:6px}
.slot-small{color:var(--muted);font-size:.85rem;margin:.25rem 0}
@media (max-width:420px){.slot{padding:6px;max-width:max(240px,calc((100vh - 340px) * 5 / 3 + 40px))}.slot-controls,.slot-controls:has(.slot-bonus:not([hidden])){grid-template-columns:1fr 1fr}.slot-controls .slot-stake{grid-column:1/-1}.slot-controls:has(.slot-bonus:not([hidden])) .slot-stake{grid-column:auto}.slot-reels{gap:4px;padding:4px}.slot-reel{gap:4px}}
`;
