import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CasinoServices } from '../../casino';
import type { ProviderEntry } from '../../casino/catalogue-repository';
import { imageUrl } from '../../casino/image-urls';
import { defineApiCall } from '../../http/define-api-call';
import { fieldList, inputObject, queryCommon } from './schemas';

const PROVIDER_FIELDS = [
  'id',
  'sysname',
  'name',
  'image_url',
  'image_url_2x',
  'types',
  'games_count',
  'game_params',
  'description',
] as const;
const PROVIDER_TYPES = ['slots', 'live', 'table', 'crash', 'instant'] as const;

function toProviderItem(provider: ProviderEntry) {
  return {
    id: provider.id,
    sysname: provider.sysname,
    name: provider.name,
    image_url: imageUrl('providers', provider.sysname),
    image_url_2x: imageUrl('providers', provider.sysname, 2),
    types: provider.types,
    games_count: provider.games_count,
    game_params: { min_rtp: provider.min_rtp_bp / 100, max_rtp: provider.max_rtp_bp / 100 },
    description: { name: provider.description_name, img_288_192: provider.description_image },
  };
}

export function registerGamesGetProviders(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'games',
    method: 'getProviders',
    verb: 'GET',
    summary: 'Providers with games (fields: comma list of item keys; types: comma list of slots, live, table, crash, instant)',
    input: inputObject({ ...queryCommon, fields: v.optional(fieldList(PROVIDER_FIELDS)), types: v.optional(fieldList(PROVIDER_TYPES)) }),
    handler: async ({ input }) => {
      const types = input.types && input.types.length > 0 ? new Set<string>(input.types) : null;
      const fields = input.fields && input.fields.length > 0 ? new Set<string>(input.fields) : null;
      const items = (await casino.catalogue.providers())
        .filter((provider) => provider.games_count > 0 && (!types || provider.types.some((type) => types.has(type))))
        .map(toProviderItem)
        // id and sysname always come along: the client keys and links by them.
        .map((item) =>
          fields ? Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || key === 'sysname' || fields.has(key))) : item,
        );
      return { items, total: items.length };
    },
  });
}
