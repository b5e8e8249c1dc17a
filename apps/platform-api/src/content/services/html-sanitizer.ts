/**
 * Allow-list sanitiser for editorial HTML (CMS pages, banner and popup texts). Rows are
 * editable in the database, so everything is re-serialised from tokens: unknown tags are
 * dropped (script and style with their content), attributes other than a safe link href are
 * dropped, and text is re-escaped. Nothing the editor typed reaches the page verbatim.
 */
const ALLOWED_TAGS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'span', 'small']);
const VOID_TAGS = new Set(['br']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title']);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const TOKEN = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const HREF_ATTRIBUTE = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITY[char] ?? char);
}

/** Decodes the few entities an editor is likely to type, so re-escaping does not double them. */
function decodeBasicEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39|nbsp);/g,
    (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[name] ?? '',
  );
}

function safeHref(attributes: string): string | null {
  const match = HREF_ATTRIBUTE.exec(attributes);
  if (!match) return null;
  const raw = decodeBasicEntities((match[2] ?? match[3] ?? match[4] ?? '').trim());
  // Control characters and whitespace inside a scheme are how `java\tscript:` slips past naive checks.
  if ([...raw.slice(0, 12)].some((char) => char.charCodeAt(0) < 0x20 || /\s/.test(char))) return null;
  return SAFE_HREF.test(raw) ? raw : null;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ''] = match;
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      if (!dropping) out.push(escapeHtml(token === '<' ? token : decodeBasicEntities(token)));
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = token.startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      // Close anything left open inside, so the output is always well nested.
      while (open.length > index) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      const external = href !== null && /^https?:/i.test(href);
      out.push(href ? `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
