import type { FastifyInstance } from 'fastify';
import { bannersCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { ContentArea } from '../content-context';
import type { BannerRow } from '../repositories/banners-repository';
import { toBanner } from '../services/banner-item';
import { remapImageKeys } from '../services/image-key-aliases';

/** banners.get (§7: offset, count, fields; placement): banners of the request's locale in display order. */
export function registerBannersGet(app: FastifyInstance, { banners }: ContentArea): void {
  defineApiCall(app, bannersCalls.get, {
    handler: async ({ input, locale }) => {
      const { locale: code } = await locale();
      const { items, total } = await banners.page(code, input.offset, input.count, input.placement);
      const aliases = await app.content.imageKeyAliases(code, 'banners');
      const toServed = (row: BannerRow) => {
        const banner = toBanner(row);
        return { ...banner, description: remapImageKeys(banner.description, aliases) };
      };
      // The id always comes along: the client keys its list by it.
      return { items: items.map((row) => pickFields(toServed(row), input.fields, ['id'])), total };
    },
  });
}
