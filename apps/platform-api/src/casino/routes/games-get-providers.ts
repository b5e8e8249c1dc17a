import type { FastifyInstance } from 'fastify';
import { gamesCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { CasinoArea } from '../casino-context';
import { toProviderItem } from '../services/provider-item';

/** games.getProviders (fields, types): providers that have games. */
export function registerGamesGetProviders(app: FastifyInstance, { catalogue }: CasinoArea): void {
  defineApiCall(app, gamesCalls.getProviders, {
    handler: async ({ input }) => {
      const types = input.types && input.types.length > 0 ? new Set<string>(input.types) : null;
      const items = (await catalogue.providers())
        .filter((provider) => provider.games_count > 0 && (!types || provider.types.some((type) => types.has(type))))
        // id and sysname always come along: the client keys and links by them.
        .map((provider) => pickFields(toProviderItem(provider), input.fields, ['id', 'sysname']));
      return { items, total: items.length };
    },
  });
}
