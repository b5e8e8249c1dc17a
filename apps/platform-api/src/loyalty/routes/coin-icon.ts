import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../http/cacheable';
import type { LoyaltyArea } from '../loyalty-context';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The demo's points coin (the CMS config's `loyalty.coinIcon`), drawn here so it needs no upload. */
const COIN_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-hidden="true">',
  '<circle cx="32" cy="32" r="30" fill="#f59e0b"/><circle cx="32" cy="32" r="23" fill="#fbbf24" stroke="#b45309" stroke-width="3"/>',
  '<path d="M32 17l4.4 9 9.9 1.4-7.2 7 1.7 9.8L32 39.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z" fill="#b45309"/>',
  '</svg>',
].join('');

export function registerCoinIcon(app: FastifyInstance, _area: LoyaltyArea): void {
  app.get('/static/loyalty/coin.svg', (request, reply) =>
    sendCacheable(request, reply, COIN_SVG, 'image/svg+xml; charset=utf-8', ONE_DAY_SECONDS),
  );
}
