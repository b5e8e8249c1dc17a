import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../../db/tables/account';

/** The signed-in player's row; a session whose account vanished counts as signed out. */
export async function loadAccount(request: FastifyRequest, accountId: number): Promise<AccountRow> {
  const account = await request.server.repositories.accounts.findById(accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  return account;
}
