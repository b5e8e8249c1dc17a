import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';
import { phoneSettingsOf } from '../services/reference-items';

/** account.getContactPhoneSettings (§3, §7): countries with phone codes and masks, for phone fields. */
export function registerGetContactPhoneSettings(app: FastifyInstance, { reference }: AccountArea): void {
  defineApiCall(app, accountCalls.getContactPhoneSettings, {
    handler: async () => (await reference.countries()).map(phoneSettingsOf),
  });
}
