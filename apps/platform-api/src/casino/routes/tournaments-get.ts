import type { FastifyInstance } from 'fastify';
import { tournamentsCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import { pickFields } from '../../http/pick-fields';
import type { CasinoArea } from '../casino-context';
import { toTournamentItem } from '../services/tournament-item';
import { remapImageKeys } from '../../content/services/image-key-aliases';

/** tournaments.get (§7: count, offset, ids, fields, status): tournaments with the caller's standing. */
export function registerTournamentsGet(app: FastifyInstance, { tournaments }: CasinoArea): void {
  defineApiCall(app, tournamentsCalls.get, {
    handler: async ({ input, accountId, locale }) => {
      const { locale: code, defaultLocale } = await locale();
      const { rows, total } = await tournaments.list({ status: input.status, ids: input.ids, offset: input.offset, count: input.count });
      const standings = accountId
        ? await tournaments.standings(
            accountId,
            rows.map((row) => row.id),
          )
        : new Map<number, { place: number; points: number }>();
      const aliases = await app.content.imageKeyAliases(code, 'tournaments');
      const boards = await Promise.all(rows.map((row) => tournaments.leaderboard(row.id, 0, row.prizes.length)));
      const items = rows.map((row, index) =>
        pickFields(
          remapImageKeys(
            toTournamentItem(row, {
              locale: code,
              defaultLocale,
              signedIn: Boolean(accountId),
              standing: standings.get(row.id),
              board: boards[index]?.rows ?? [],
            }),
            aliases,
          ),
          input.fields,
          ['id'],
        ),
      );
      return { items, total };
    },
  });
}
