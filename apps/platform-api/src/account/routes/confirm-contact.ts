import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { markContactConfirmed } from '../services/confirm-contact';
import { CONTACT_CONFIRMATION_POLICY, confirmationCodeHash, findOwnContact } from '../services/contact-confirmation';

/**
 * account.confirmContact (§7): the code of the contact's confirmation message. A wrong code is
 * `validation.wrongCode` with the tries left (§8: the page shows its sms-code error); a code
 * that expired or was tried 5 times is `validation.codeExpired` (ask for a new one). A
 * confirmed contact answers 1 again.
 */
export function registerConfirmContact(app: FastifyInstance, area: AccountArea): void {
  defineApiCall(app, accountCalls.confirmContact, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ input, accountId }) => {
      const contact = await findOwnContact(area.contacts, accountId, input.contact);
      if (contact.is_confirmed) return 1 as const;
      const now = new Date();
      const attempt = await area.contacts.takeCodeAttempt(contact.id, CONTACT_CONFIRMATION_POLICY.maxAttempts, now);
      if (!attempt)
        throw new ApiError('InvalidParameter', 'The code has expired', {
          code: 'code_expired',
          invalidParameters: { code: [encodeMessage('validation.codeExpired')] },
        });
      if (confirmationCodeHash(contact.id, input.code) !== attempt.codeHash) {
        const attemptsLeft = Math.max(0, CONTACT_CONFIRMATION_POLICY.maxAttempts - attempt.attempts);
        throw new ApiError('InvalidParameter', 'Wrong code', {
          code: 'wrong_code',
          invalidParameters: { code: [encodeMessage('validation.wrongCode')] },
          errorData: { attempts_left: attemptsLeft },
        });
      }
      await markContactConfirmed(app, area, contact, now);
      return 1 as const;
    },
  });
}
