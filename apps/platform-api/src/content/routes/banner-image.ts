import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { sendCacheable } from '../../http/cacheable';
import type { ContentArea } from '../content-context';
import { BANNER_SIZES, type BannerSize, renderBannerSvg } from '../services/banner-artwork';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Generated banner artwork, so the demo needs no external or uploaded images. */
export function registerBannerImage(app: FastifyInstance, { banners }: ContentArea): void {
  app.get<{ Params: { file: string }; Querystring: { size?: unknown } }>('/static/banners/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const size = request.query.size ?? '735x240';
    if (!match || typeof size !== 'string' || !Object.hasOwn(BANNER_SIZES, size)) {
      throw new ApiError('InvalidParameter', 'Unknown banner image', { invalidParameters: { file: ['INVALID'] } });
    }
    const id = Number(match[1]);
    const artwork = await banners.artwork(id);
    if (!artwork) throw new ApiError('MethodNotFound', 'Banner image not found');
    return sendCacheable(request, reply, renderBannerSvg(id, artwork, size as BannerSize), 'image/svg+xml; charset=utf-8', ONE_DAY_SECONDS);
  });
}
