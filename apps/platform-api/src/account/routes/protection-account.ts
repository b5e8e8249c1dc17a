import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../../db/tables/account';

/** The signed-in player's row through the directory (cached); a vanished account counts as signed out. */
export async function signedInAccount(app: FastifyInstance, accountId: number): Promise<AccountRow> {
  const account = await app.players.findById(accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  return account;
}
