import type { FastifyInstance } from 'fastify';
import type { ContentRepositories } from '../../content';
import type { SeoSettings } from '../../content/cms-types';
import type { ContentEnv } from '../../content/content-env';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from './request-locale';
import { inputObject, pagePathSchema, queryCommon } from './schemas';

export function registerMetadataCalls(app: FastifyInstance, content: ContentRepositories, env: ContentEnv): void {
  defineApiCall(app, {
    area: 'metadata',
    method: 'get',
    verb: 'GET',
    summary:
      'Page metadata (title, description, canonical, Open Graph, robots, JSON-LD pieces) and the CMS page of a slug, for a path in the current locale',
    input: inputObject({ ...queryCommon, path: pagePathSchema }),
    handler: async ({ input, request }) => {
      const { locale, locales, defaultLocale } = await requestLocale(request, content.locales);
      const seo = await content.cmsConfig.section<SeoSettings>(locale, 'seo');
      return content.metadata.pageMetadata({
        path: input.path,
        locale,
        defaultLocale,
        localeCodes: locales.map((entry) => entry.code),
        origin: app.config.publicOrigin.replace(/\/$/, ''),
        seo,
      });
    },
  });

  defineApiCall(app, {
    area: 'metadata',
    method: 'getgeneralinfo',
    verb: 'GET',
    summary: 'General site information: currencies, locales, domain state, force-logout and inactivity timers',
    input: inputObject(queryCommon),
    handler: async ({ request }) => {
      const { locales } = await requestLocale(request, content.locales);
      const stored = (await content.settings.get('general_info')) ?? {};
      return {
        ...stored,
        available_locales: locales.map((entry) => entry.code),
        ...(env.forceLogoutSeconds !== null ? { time_to_force_logout: env.forceLogoutSeconds } : {}),
      };
    },
  });
}
