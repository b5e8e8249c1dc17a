import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { generateTotpSecret, otpauthUrl, qrCodeDataUrl, verifyTotp } from '../../security/totp';
import type { AccountArea } from '../account-context';
import { loadAccount } from '../services/load-account';
import { invalidTwoFactorCode, TOTP_ISSUER } from '../services/two-factor';

/**
 * account.changeTwoFactorAuth (§7): with two-factor off it starts the setup (a pending secret,
 * its otpauth URL and QR code, confirmed by confirmTwoFactorAuth); with it on, a valid code turns it off.
 */
export function registerChangeTwoFactorAuth(app: FastifyInstance, { accounts }: AccountArea): void {
  defineApiCall(app, accountCalls.changeTwoFactorAuth, {
    // Off, a player cannot start a setup, nor switch an enabled second factor off: sign-in
    // still asks an enabled one for its code (auth/services/sign-in.ts), so the flag never weakens an account.
    feature: 'isTwoFAEnable',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const account = await loadAccount(accounts, accountId);
      if (account.two_factor_enabled && account.two_factor_secret) {
        if (!input.code)
          throw new ApiError('InvalidParameter', 'Code is required', { invalidParameters: { code: ['validation.required'] } });
        const step = verifyTotp(account.two_factor_secret, input.code, Date.now() / 1000, account.two_factor_last_step);
        if (step === null || !(await accounts.acceptTwoFactorStep(account.id, step))) throw invalidTwoFactorCode();
        await accounts.update(account.id, {
          two_factor_enabled: false,
          two_factor_secret: null,
          two_factor_pending_secret: null,
          two_factor_last_step: null,
        });
        return { two_factor_auth: false };
      }
      const secret = generateTotpSecret();
      await accounts.update(account.id, { two_factor_pending_secret: secret });
      const url = otpauthUrl(secret, account.email ?? account.login, TOTP_ISSUER);
      return { two_factor_auth: false, secret, otpauth_url: url, qr_code: await qrCodeDataUrl(url) };
    },
  });
}
