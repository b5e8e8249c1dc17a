import type { FastifyInstance } from 'fastify';
import { metadataCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { SeoSettings } from '../cms-types';
import type { ContentArea } from '../content-area';

/** metadata.get (path): the page's head (title, canonical, Open Graph, robots, JSON-LD pieces) and the CMS page of a slug. */
export function registerMetadataGet(app: FastifyInstance, { cmsConfig, metadata }: ContentArea): void {
  defineApiCall(app, metadataCalls.get, {
    handler: async ({ input, locale }) => {
      const { locale: code, locales, defaultLocale } = await locale();
      const seo = await cmsConfig.section<SeoSettings>(code, 'seo');
      return metadata.pageMetadata({
        path: input.path,
        locale: code,
        defaultLocale,
        localeCodes: locales.map((entry) => entry.code),
        origin: app.config.publicOrigin.replace(/\/$/, ''),
        seo,
      });
    },
  });
}
