import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { sendCacheable } from '../../http/cacheable';
import type { LoyaltyArea } from '../loyalty-context';
import { renderCharacterSvg } from '../services/character-artwork';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Generated character portraits, so the demo needs no external or uploaded images. */
export function registerCharacterImage(app: FastifyInstance, { characters }: LoyaltyArea): void {
  app.get<{ Params: { file: string } }>('/static/characters/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    if (!match) throw new ApiError('InvalidParameter', 'Unknown character image', { invalidParameters: { file: ['INVALID'] } });
    const id = Number(match[1]);
    const artwork = await characters.artwork(id);
    if (!artwork) throw new ApiError('MethodNotFound', 'Character image not found');
    return sendCacheable(request, reply, renderCharacterSvg(id, artwork), 'image/svg+xml; charset=utf-8', ONE_DAY_SECONDS);
  });
}
