import type { FastifyInstance } from 'fastify';
import { metadataCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { SeoSettings } from '../cms-types';
import type { ContentArea } from '../content-context';
import { seoForHost } from '../services/seo-for-host';

/** metadata.get (path): the page's head (title, canonical, Open Graph, robots, JSON-LD pieces) for the request's domain, and the CMS page of a slug. */
export function registerMetadataGet(app: FastifyInstance, { cmsConfig, metadata }: ContentArea): void {
  defineApiCall(app, metadataCalls.get, {
    handler: async ({ input, locale, request }) => {
      const { locale: code, locales, defaultLocale } = await locale();
      const host = seoForHost(await cmsConfig.section<SeoSettings>(code, 'seo'), request.hostname, app.config.publicOrigin);
      return metadata.pageMetadata({
        path: input.path,
        locale: code,
        defaultLocale,
        localeCodes: locales.map((entry) => entry.code),
        origin: host.origin,
        seo: host.seo,
        noindexAll: host.noindexAll,
      });
    },
  });
}
