import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../security/html';

export const OPERATOR_PATH = '/demo/operator';

/** The demo operator pages' frame: plain HTML, no script (the CSP allows none inline), a link back to the index. */
export function operatorPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Demo operator</title>
<style>
body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;line-height:1.45;background:#121417;color:#e8eaed}
a{color:#8ab4f8}a:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid #fbbc04;outline-offset:2px}
article,section.card{border:1px solid #3c4043;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
.photos{display:flex;flex-wrap:wrap;gap:.75rem}.photos figure{margin:0}.photos img{max-width:18rem;height:auto;border-radius:.25rem;background:#000}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin-top:.75rem}
button{font:inherit;padding:.4rem .9rem;border-radius:.35rem;border:1px solid #5f6368;background:#2d2f31;color:inherit;cursor:pointer}
button.approve{border-color:#34a853}button.reject{border-color:#ea4335}select{font:inherit;padding:.35rem}
.notice{border-left:4px solid #8ab4f8;padding:.4rem .8rem;background:#1e2a38}.muted{color:#9aa0a6}
.message{white-space:pre-wrap;overflow-wrap:anywhere}input,textarea{font:inherit;padding:.35rem;max-width:100%}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #3c4043}
</style>
</head><body>
<p><a href="${OPERATOR_PATH}">Demo operator</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

export function sendOperatorPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}
