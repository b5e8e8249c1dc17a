import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../http/cacheable';
import { slotScript } from '../services/slot/page-script';
import { slotStyle } from '../services/slot/page-style';

/** The game page's script and style, served as files because its CSP allows scripts and styles from 'self' only. */
export function registerSlotAssets(app: FastifyInstance): void {
  app.get('/platform/slot-assets/slot.js', { schema: { hide: true } }, async (request, reply) =>
    sendCacheable(request, reply, slotScript, 'text/javascript; charset=utf-8', 3600),
  );
  app.get('/platform/slot-assets/slot.css', { schema: { hide: true } }, async (request, reply) =>
    sendCacheable(request, reply, slotStyle, 'text/css; charset=utf-8', 3600),
  );
}
