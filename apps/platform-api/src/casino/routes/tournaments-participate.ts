import type { FastifyInstance } from 'fastify';
import { tournamentsCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { tournamentStatus } from '../repositories/tournaments-repository';
import { maskName } from '../services/mask-name';

/** §8: the message the client shows when joining fails. */
export const PARTICIPATION_FAILED = 'Failed to participate in tournament';

/** tournaments.participate: answers 1 (§4), also when the player already takes part. */
export function registerTournamentsParticipate(app: FastifyInstance, { tournaments }: CasinoArea): void {
  defineApiCall(app, tournamentsCalls.participate, {
    handler: async ({ input, request, accountId }) => {
      const tournament = await tournaments.find(input.tournament_id);
      if (!tournament || tournamentStatus(tournament) === 'finished') {
        throw new ApiError('InvalidParameter', PARTICIPATION_FAILED, { invalidParameters: { tournament_id: ['INVALID'] } });
      }
      const account = await request.server.players.findById(accountId);
      if (!account) throw new ApiError('Authorization', 'Authorization required');
      await tournaments.participate(tournament.id, account.id, maskName(account.fakename || account.login));
      return 1 as const;
    },
  });
}
