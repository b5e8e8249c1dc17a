import type { FastifyReply } from 'fastify';

/**
 * Security headers that only mean something on a document (or a worker, which is never served
 * from these folders): a browser ignores them on a script, a stylesheet, an image or a manifest.
 * The security-headers plugin sets them on every answer, which cost each start-up file about
 * 650 bytes; the first load fetches some twenty scripts. Kept: nosniff and the resource policy,
 * which do apply to subresources, and on stylesheets the referrer policy, which their own requests use.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  // Features are allowed or denied to documents (and the frames they embed), never to a script.
  'permissions-policy',
] as const;

function dropDocumentOnlyHeaders(reply: FastifyReply, file: string): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  // Only a stylesheet's own requests (fonts, images) follow a subresource's referrer policy.
  if (!file.endsWith('.css')) reply.removeHeader('referrer-policy');
}

/**
 * @fastify/static options for files whose names carry their content hash (shell chunks, remote
 * builds): precompressed, cached for a year and never revalidated, so no validators either.
 */
export const hashedAssetOptions = {
  preCompressed: true,
  immutable: true,
  maxAge: '365d',
  etag: false,
  lastModified: false,
  // Scripts and styles are fetched whole; byte ranges only matter for media.
  acceptRanges: false,
  setHeaders: dropDocumentOnlyHeaders,
} as const;
