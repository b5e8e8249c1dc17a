import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { encodeMessage } from '@nfx/validation';
import { defineApiCall } from '../../http/define-api-call';
import { sha256Hex } from '../../security/tokens';
import type { AccountArea } from '../account-area';
import { CONTACT_CODE_POLICY, findOwnContact } from '../services/contact-codes';

/** account.confirmContact (§7): the code sent to the contact; a confirmed contact answers 1 again. */
export function registerConfirmContact(app: FastifyInstance, { contacts }: AccountArea): void {
  defineApiCall(app, accountCalls.confirmContact, {
    handler: async ({ input, accountId }) => {
      const contact = await findOwnContact(contacts, accountId, input.contact);
      if (contact.is_confirmed) return 1 as const;
      const wrong = () =>
        new ApiError('InvalidParameter', 'Wrong code', { invalidParameters: { code: [encodeMessage('validation.wrongCode')] } });
      if (
        !contact.code_hash ||
        !contact.code_expires_at ||
        contact.code_expires_at < new Date() ||
        contact.code_attempts >= CONTACT_CODE_POLICY.maxAttempts
      )
        throw wrong();
      if (sha256Hex(`${contact.id}:${input.code}`) !== contact.code_hash) {
        await contacts.recordWrongCode(contact.id);
        throw wrong();
      }
      await contacts.confirm(contact.id);
      return 1 as const;
    },
  });
}
