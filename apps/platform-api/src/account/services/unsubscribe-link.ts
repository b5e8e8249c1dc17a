import { randomToken, sha256Hex } from '../../security/tokens';
import type { AccountsRepository } from '../repositories/accounts-repository';

/**
 * A mailing's unsubscribe link. The token is stored hashed, so each new link replaces the
 * account's previous one; links work without signing in (account.unsubscribe with `token`).
 */
export async function issueUnsubscribeLink(accounts: AccountsRepository, accountId: number, publicOrigin: string): Promise<string> {
  const token = randomToken(16);
  await accounts.update(accountId, { unsubscribe_token_hash: sha256Hex(token) });
  return `${publicOrigin}/unsubscribe?token=${token}`;
}
