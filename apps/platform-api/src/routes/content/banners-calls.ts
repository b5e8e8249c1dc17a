import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ContentRepositories } from '../../content';
import { BANNER_PLACEMENTS, type BannerRow } from '../../content/banners-repository';
import { sanitizeHtml } from '../../content/html-sanitizer';
import { defineApiCall } from '../../http/define-api-call';
import { requestLocale } from './request-locale';
import { fieldList, inputObject, integerParam, messageKeys, queryCommon } from './schemas';

const BANNER_FIELDS = ['id', 'finished_at', 'description'] as const;
type BannerField = (typeof BANNER_FIELDS)[number];

function toBanner(row: BannerRow) {
  const image = (size: string) => `/static/banners/${row.id}.svg${size === '735x240' ? '' : `?size=${size}`}`;
  return {
    id: row.id,
    finished_at: row.finished_at?.toISOString() ?? null,
    description: {
      position: row.position,
      label: row.label,
      value: row.value,
      addition: sanitizeHtml(row.addition),
      banner_type: row.banner_type,
      image_735_240: image('735x240'),
      image_360_520: image('360x520'),
      registration_popup_mobile_compact: image('360x120'),
    },
  };
}

function pick(banner: ReturnType<typeof toBanner>, fields: readonly string[] | undefined): Partial<ReturnType<typeof toBanner>> {
  if (!fields || fields.length === 0) return banner;
  // The id always comes along: the client keys its list by it.
  return Object.fromEntries(Object.entries(banner).filter(([key]) => key === 'id' || fields.includes(key as BannerField)));
}

export function registerBannerCalls(app: FastifyInstance, content: ContentRepositories): void {
  defineApiCall(app, {
    area: 'banners',
    method: 'get',
    verb: 'GET',
    summary:
      'Banners of the current locale in display order (offset, count default 10, fields; placement slider or registration, default slider)',
    input: inputObject({
      ...queryCommon,
      offset: integerParam(0, 10000, 0),
      count: integerParam(1, 100, 10),
      fields: v.optional(fieldList(BANNER_FIELDS)),
      placement: v.optional(v.picklist(BANNER_PLACEMENTS, messageKeys.oneOf), 'slider'),
    }),
    handler: async ({ input, request }) => {
      const { locale } = await requestLocale(request, content.locales);
      const { items, total } = await content.banners.page(locale, input.offset, input.count, input.placement);
      return { items: items.map((row) => pick(toBanner(row), input.fields)), total };
    },
  });
}
