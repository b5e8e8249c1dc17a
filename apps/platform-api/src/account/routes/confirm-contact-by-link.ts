import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { sha256Hex } from '../../security/tokens';
import type { AccountArea } from '../account-context';
import { markContactConfirmed } from '../services/confirm-contact';
import { maskedContactOf } from '../services/masked-contact';

const invalidLink = () =>
  new ApiError('InvalidParameter', 'The confirmation link is invalid or has expired', {
    code: 'invalid_link',
    invalidParameters: { token: [encodeMessage('validation.invalidToken')] },
  });

/**
 * account.confirmContactByLink: the `/confirmation?token=…` page of a confirmation message.
 * Works without signing in (the link may be opened on another device); the link works once,
 * for 24 hours; opened again after it worked, it answers `already_confirmed`.
 */
export function registerConfirmContactByLink(app: FastifyInstance, area: AccountArea): void {
  defineApiCall(app, accountCalls.confirmContactByLink, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input }) => {
      const contact = await area.contacts.findByLinkTokenHash(sha256Hex(input.token));
      if (!contact) throw invalidLink();
      if (contact.is_confirmed) return { ...maskedContactOf(contact), already_confirmed: true };
      const now = new Date();
      if (!contact.link_expires_at || contact.link_expires_at <= now) throw invalidLink();
      const confirmed = await markContactConfirmed(app, area, contact, now);
      return { ...maskedContactOf(contact), already_confirmed: !confirmed };
    },
  });
}
