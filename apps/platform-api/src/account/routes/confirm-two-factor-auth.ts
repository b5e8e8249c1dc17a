import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { TWO_FACTOR_MESSAGES } from '../../security/two-factor-messages';
import { verifyTotp } from '../../security/totp';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { invalidTwoFactorCode } from '../services/two-factor';

/** account.confirmTwoFactorAuth (§7): a valid code from the authenticator set up by changeTwoFactorAuth turns two-factor on. */
export function registerConfirmTwoFactorAuth(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.confirmTwoFactorAuth, {
    feature: 'isTwoFAEnable',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      if (account.two_factor_enabled)
        throw new ApiError('InvalidRequest', TWO_FACTOR_MESSAGES.enabled, { code: 'two_factor_already_enabled' });
      if (!account.two_factor_pending_secret)
        throw new ApiError('InvalidRequest', 'Two-factor setup was not started', { code: 'two_factor_not_started' });
      const step = verifyTotp(account.two_factor_pending_secret, input.code, Date.now() / 1000, null);
      if (step === null) throw invalidTwoFactorCode();
      await accounts.update(account.id, {
        two_factor_enabled: true,
        two_factor_secret: account.two_factor_pending_secret,
        two_factor_pending_secret: null,
        // The confirming code is spent: it cannot be replayed to sign in.
        two_factor_last_step: step,
      });
      return { two_factor_auth: true };
    },
  });
}
