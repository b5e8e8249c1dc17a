import { ApiError } from '@nfx/errors';
import type { AccountRow } from '../../db/tables/account';
import type { AccountsRepository } from '../repositories/accounts-repository';

/** The signed-in player's row; a session whose account vanished counts as signed out. */
export async function loadAccount(accounts: AccountsRepository, accountId: number): Promise<AccountRow> {
  const account = await accounts.findById(accountId);
  if (!account) throw new ApiError('Authorization', 'Authorization required');
  return account;
}
