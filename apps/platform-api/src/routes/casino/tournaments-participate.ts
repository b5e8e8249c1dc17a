import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { CasinoServices } from '../../casino';
import { maskName } from '../../casino/money';
import { tournamentStatus } from '../../casino/tournaments-repository';
import { defineApiCall } from '../../http/define-api-call';
import { idSchema, inputObject } from './schemas';

/** §8: the message the client shows when joining fails. */
export const PARTICIPATION_FAILED = 'Failed to participate in tournament';

/** tournaments.participate: answers 1 (§4), also when the player already takes part. */
export function registerTournamentsParticipate(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'tournaments',
    method: 'participate',
    verb: 'POST',
    summary: 'Joins a running or upcoming tournament (tournament_id); answers 1, also when already joined',
    auth: 'required',
    input: inputObject({ tournament_id: idSchema }),
    handler: async ({ input, request, accountId }) => {
      const tournament = await casino.tournaments.find(input.tournament_id);
      if (!tournament || tournamentStatus(tournament) === 'finished') {
        throw new ApiError('InvalidParameter', PARTICIPATION_FAILED, { invalidParameters: { tournament_id: ['INVALID'] } });
      }
      const account = await request.server.players.findById(accountId as number);
      if (!account) throw new ApiError('Authorization', 'Authorization required');
      await casino.tournaments.participate(tournament.id, account.id, maskName(account.fakename || account.login));
      return 1;
    },
  });
}
