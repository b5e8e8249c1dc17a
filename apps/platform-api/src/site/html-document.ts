/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

/** JSON inside a <script> data block: `<` is escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  lang: string;
  theme: string;
  /** Finished head tags (already escaped), custom head code last. */
  head: string[];
  /** Raw HTML right after `<body>` and right before `</body>` (CMS custom code). */
  bodyStart: string;
  bodyEnd: string;
  /** Server-drawn first paint inside the app's container, replaced by the app's first render. */
  root?: string;
}

/** The inline data the shell boots from. */
export function bootTags(boot: unknown, registry: unknown): string[] {
  return [
    `<script id="nfx-boot" type="application/json">${jsonForScript(boot)}</script>`,
    `<script id="nfx-remote-registry" type="application/json">${jsonForScript(registry)}</script>`,
  ];
}

/**
 * Fills the shell's built index.html: html attributes, head and body additions. Works with the
 * `<!--nfx-…-->` placeholders or, when a minifier dropped them, around the head and body tags.
 * Every insertion goes through a replacer function: CMS code may hold `$&`-like patterns.
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = parts.head.join('\n    ');
  let html = template.replace(/<html[^>]*>/i, () => `<html lang="${escapeHtml(parts.lang)}" data-theme="${escapeHtml(parts.theme)}">`);
  html = html.includes('<!--nfx-head-->') ? html.replace('<!--nfx-head-->', () => head) : html.replace(/<\/head>/i, () => `${head}</head>`);
  if (parts.root) html = html.replace(/<div id="?root"?><\/div>/i, (tag) => tag.replace('</div>', () => `${parts.root}</div>`));
  html = html.includes('<!--nfx-body-start-->')
    ? html.replace('<!--nfx-body-start-->', () => parts.bodyStart)
    : html.replace(/<body[^>]*>/i, (tag) => `${tag}${parts.bodyStart}`);
  if (html.includes('<!--nfx-body-end-->')) return html.replace('<!--nfx-body-end-->', () => parts.bodyEnd);
  const end = html.toLowerCase().lastIndexOf('</body>');
  return end >= 0 ? `${html.slice(0, end)}${parts.bodyEnd}${html.slice(end)}` : `${html}${parts.bodyEnd}`;
}
