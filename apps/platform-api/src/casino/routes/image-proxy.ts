import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import { messageKeys } from '@nfx/validation';
import { parseInput } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import type { ImageFormat } from '../services/image-renderer';
import { IMAGE_SIZES, type ImageKind } from '../services/image-urls';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const paramsSchema = v.object({
  size: v.pipe(v.string(), v.regex(/^(\d{2,4})x(\d{2,4})(@2x)?$/, messageKeys.regex)),
  kind: v.picklist(Object.keys(IMAGE_SIZES) as ImageKind[], messageKeys.oneOf),
  file: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}\.webp$/, messageKeys.regex)),
});

/** AVIF when the browser lists it (with a non-zero weight), else the webp of §7. */
export function imageFormatFor(accept: string | undefined): ImageFormat {
  const offersAvif = (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    return type === 'image/avif' && (weight === undefined || Number(weight.slice(2)) > 0);
  });
  return offersAvif ? 'avif' : 'webp';
}

function etagMatches(header: string | undefined, etag: string): boolean {
  return Boolean(
    header?.split(',').some((candidate) => candidate.trim() === etag || candidate.trim() === `W/${etag}` || candidate.trim() === '*'),
  );
}

/**
 * The image proxy of §7: `/img/resize/{w}x{h}[@2x]/{kind}/{sysname}.webp`. Only the sizes a
 * kind is shown at are rendered, so nobody can make the server draw arbitrary sizes. The
 * picture of a name never changes, so browsers keep it for a year. The same address answers
 * AVIF to a browser that asks for it (every current one does for images, preloads included)
 * and webp to the rest, so the tiles, the server-drawn first paint and the preloads keep one
 * address per picture; `Vary: Accept` keeps shared caches from mixing the two.
 */
export function registerImageProxy(app: FastifyInstance, { catalogue, images }: CasinoArea): void {
  app.get<{ Params: { size: string; kind: string; file: string } }>(
    '/img/resize/:size/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const params = parseInput(paramsSchema, request.params);
      const [base, density] = params.size.split('@') as [string, string | undefined];
      if (!(IMAGE_SIZES[params.kind] as readonly string[]).includes(base)) {
        throw new ApiError('InvalidParameter', 'Unsupported image size', { invalidParameters: { size: [messageKeys.oneOf] } });
      }
      const [width, height] = base.split('x').map(Number) as [number, number];
      const sysname = params.file.slice(0, -'.webp'.length);
      const { defaultLocale } = await app.siteLocales.list();
      const picture = await catalogue.artwork(params.kind, sysname, defaultLocale);
      if (!picture) throw new ApiError('MethodNotFound', 'Image not found', { httpStatus: 404 });
      const format = imageFormatFor(request.headers.accept);
      const image = await images.render(`${params.kind}/${sysname}`, picture, width, height, density ? 2 : 1, format);
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`).header('vary', 'Accept').header('etag', image.etag);
      if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type(`image/${format}`).send(image.body);
    },
  );
}
