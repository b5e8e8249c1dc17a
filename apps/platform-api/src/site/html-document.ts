/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

/** JSON inside <script type="application/json">: `<` is escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  lang: string;
  theme: string;
  title: string;
  description: string;
  robots: string;
  boot: unknown;
  registry: unknown;
  messagesUrl: string;
}

/** Fills the shell's built index.html: html attributes, head metadata and the inline boot data. */
export function renderDocument(template: string, parts: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    `<meta name="robots" content="${escapeHtml(parts.robots)}" />`,
    // The messages are needed before the first paint; fetching them in parallel with the scripts saves a round trip.
    `<link rel="preload" href="${escapeHtml(parts.messagesUrl)}" as="fetch" crossorigin="anonymous" />`,
    `<script id="nfx-boot" type="application/json">${jsonForScript(parts.boot)}</script>`,
    `<script id="nfx-remote-registry" type="application/json">${jsonForScript(parts.registry)}</script>`,
  ].join('\n    ');
  const withHtml = template.replace(/<html[^>]*>/, `<html lang="${escapeHtml(parts.lang)}" data-theme="${escapeHtml(parts.theme)}">`);
  const withHead = withHtml.includes('<!--nfx-head-->') ? withHtml.replace('<!--nfx-head-->', head) : withHtml.replace('</head>', `${head}</head>`);
  return withHead.replace('<!--nfx-body-start-->', '').replace('<!--nfx-body-end-->', '');
}
