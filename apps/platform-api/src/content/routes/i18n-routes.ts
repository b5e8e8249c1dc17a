import type { FastifyInstance } from 'fastify';
import { buildCmsConfig } from '../services/cms-config-service';
import type { ContentArea } from '../content-context';
import { sendCacheable } from '../../http/cacheable';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Locale data the site loads before rendering (spec §7). Not `/api` calls: they answer bare
 * JSON, and an unknown locale answers 404 with `{}`, which the client treats as "no messages".
 */
export function registerI18nRoutes(app: FastifyInstance, content: ContentArea): void {
  app.get('/nfx/i18n/locales', async (request, reply) =>
    sendCacheable(request, reply, JSON.stringify(await content.locales.list()), JSON_TYPE),
  );

  app.get<{ Params: { locale: string } }>('/nfx/i18n/messages/:locale', async (request, reply) => {
    const locale = await content.locales.find(request.params.locale);
    if (!locale) return reply.code(404).type(JSON_TYPE).send('{}');
    return sendCacheable(request, reply, JSON.stringify(await content.messages.catalogue(locale)), JSON_TYPE);
  });

  app.get<{ Params: { locale: string } }>('/nfx/cms-config/:locale', async (request, reply) => {
    const locale = await content.locales.find(request.params.locale);
    if (!locale) return reply.code(404).type(JSON_TYPE).send('{}');
    return sendCacheable(
      request,
      reply,
      JSON.stringify(await buildCmsConfig(content.cmsConfig, locale, app.auth.offeredSocialServices())),
      JSON_TYPE,
    );
  });
}
