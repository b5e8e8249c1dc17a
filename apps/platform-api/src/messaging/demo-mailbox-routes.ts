import type { FastifyInstance } from 'fastify';
import type { OutboxMessageRow } from '../db/tables/account';
import { demoNotFound } from '../plugins/demo-access';
import { escapeHtml } from '../security/html';
import type { DemoMailboxRepository } from './demo-mailbox-repository';

function toJson(message: OutboxMessageRow) {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    status: message.status,
    created_at: message.created_at.toISOString(),
    codes: message.body.match(/\b\d{6}\b/g) ?? [],
    links: message.body.match(/https?:\/\/[^\s<>"']+/g) ?? [],
  };
}

/** Escapes the body, then turns its links into anchors (the URL text itself is escaped). */
function renderBody(body: string): string {
  return escapeHtml(body)
    .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\b(\d{6})\b/g, '<strong class="code">$1</strong>');
}

function renderPage(messages: OutboxMessageRow[]): string {
  const rows = messages
    .map(
      (message) => `<article>
  <header><span class="channel">${escapeHtml(message.channel)}</span> to <strong>${escapeHtml(message.recipient)}</strong> <time>${message.created_at.toISOString()}</time></header>
  ${message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : ''}
  <pre>${renderBody(message.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Demo outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap}.channel{text-transform:uppercase;font-size:.8em}.code{font-size:1.2em;letter-spacing:.1em}time{color:#666;font-size:.85em}</style>
</head><body><h1>Demo outbox</h1><p>Mail and SMS the platform would have sent, newest first. Only visible in demo mode.</p>
${rows || '<p>No messages yet.</p>'}
</body></html>`;
}

/**
 * `/demo/outbox` (HTML) and `/demo/outbox.json`: the demo mailbox, the messages the platform
 * "sent", so people and tests can read confirmation codes and reset links. 404 unless demo mode
 * is on and the visitor may see demo pages (by default a browser on this machine only).
 */
export function registerDemoMailboxRoutes(app: FastifyInstance, mailbox: DemoMailboxRepository): void {
  app.get('/demo/outbox.json', { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const messages = await mailbox.latest();
    return reply.header('cache-control', 'no-store').send({ messages: messages.map(toJson) });
  });
  app.get('/demo/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!app.demoAllowed(request)) return demoNotFound(reply);
    const messages = await mailbox.latest();
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderPage(messages));
  });
}
