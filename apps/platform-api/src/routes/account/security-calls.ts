import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import { changePasswordSchema, changeTwoFactorAuthSchema, confirmTwoFactorAuthSchema, encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { hashPassword, verifyPassword } from '../../security/password-hash';
import { generateTotpSecret, otpauthUrl, qrCodeDataUrl, verifyTotp } from '../../security/totp';
import { TWO_FACTOR_MESSAGES } from '../../security/sign-in';
import { loadAccount } from './load-account';

const TOTP_ISSUER = 'NFX';

function invalidCode(): ApiError {
  return new ApiError('InvalidParameter', TWO_FACTOR_MESSAGES.invalid, {
    invalidParameters: { code: [encodeMessage('validation.wrongCode')] },
  });
}

export function registerSecurityCalls(app: FastifyInstance): void {
  defineApiCall(app, {
    area: 'account',
    method: 'changepassword',
    verb: 'POST',
    summary: 'Change the password (old password required); ends the player’s other sessions. Answers 1',
    input: changePasswordSchema,
    auth: 'required',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    async handler({ input, request, accountId }) {
      const account = await loadAccount(request, accountId!);
      const oldOk = account.password_hash ? await verifyPassword(input.old_password, account.password_hash, request.ip) : false;
      if (!oldOk)
        throw new ApiError('InvalidParameter', 'Wrong password', {
          invalidParameters: { old_password: [encodeMessage('validation.password')] },
        });
      const passwordHash = await hashPassword(input.new_password, undefined, request.ip);
      await request.server.repositories.transaction(async (trx) => {
        await trx.accounts.update(account.id, { password_hash: passwordHash });
        await trx.sessions.deleteForAccount(account.id, request.sessionTokenHash ?? undefined);
      });
      return 1;
    },
  });

  defineApiCall(app, {
    area: 'account',
    method: 'changeTwoFactorAuth',
    verb: 'POST',
    summary: 'Two-factor off: start setup (returns secret, otpauth URL and QR code). Two-factor on: disable with a valid code',
    input: changeTwoFactorAuthSchema,
    auth: 'required',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    async handler({ input, request, accountId }) {
      const { accounts } = request.server.repositories;
      const account = await loadAccount(request, accountId!);
      if (account.two_factor_enabled && account.two_factor_secret) {
        if (!input.code)
          throw new ApiError('InvalidParameter', 'Code is required', { invalidParameters: { code: ['validation.required'] } });
        const step = verifyTotp(account.two_factor_secret, input.code, Date.now() / 1000, account.two_factor_last_step);
        if (step === null || !(await accounts.acceptTwoFactorStep(account.id, step))) throw invalidCode();
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

  defineApiCall(app, {
    area: 'account',
    method: 'confirmTwoFactorAuth',
    verb: 'POST',
    summary: 'Enable two-factor with a valid code from the authenticator set up by changeTwoFactorAuth',
    input: confirmTwoFactorAuthSchema,
    auth: 'required',
    rateLimit: { max: 20, timeWindow: '1 minute' },
    async handler({ input, request, accountId }) {
      const { accounts } = request.server.repositories;
      const account = await loadAccount(request, accountId!);
      if (account.two_factor_enabled)
        throw new ApiError('InvalidRequest', TWO_FACTOR_MESSAGES.enabled, { code: 'two_factor_already_enabled' });
      if (!account.two_factor_pending_secret)
        throw new ApiError('InvalidRequest', 'Two-factor setup was not started', { code: 'two_factor_not_started' });
      const step = verifyTotp(account.two_factor_pending_secret, input.code, Date.now() / 1000, null);
      if (step === null) throw invalidCode();
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
