import type { FastifyInstance } from 'fastify';
import { inputObject } from '@nfx/api-contract';
import { optionalText } from '@nfx/validation';
import { parseInput } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/** The smallest transparent GIF: what an `<img>` tracking hit expects back. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MAX_USER_AGENT = 512;

const hitSchema = inputObject({ referer: optionalText(2048), track_id: optionalText(128), seon_session: optionalText(8192) });

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** Tracking hit sent on every page load (spec §7): an image, not an API call. */
export function registerHit(app: FastifyInstance, { tracking }: ContentArea): void {
  app.get('/hit', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseInput(hitSchema, request.query);
    const userAgent = request.headers['user-agent'];
    await tracking.addHit({
      accountId: request.accountId ?? null,
      referer: emptyToNull(input.referer),
      trackId: emptyToNull(input.track_id),
      seonSession: emptyToNull(input.seon_session),
      userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
    });
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
