import type { FastifyInstance } from 'fastify';
import { accountCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { AccountArea } from '../account-context';

/** account.getcurrencyrates (§7): units of each currency per 1 USD. */
export function registerGetCurrencyRates(app: FastifyInstance, { reference }: AccountArea): void {
  defineApiCall(app, accountCalls.getcurrencyrates, {
    handler: async () => {
      const rates = await reference.currencyRates();
      return { base: 'USD', rates: rates.map((row) => ({ currency: row.currency, rate: row.rate })) };
    },
  });
}
