import type { FastifyInstance } from 'fastify';
import { cashierCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { CashierArea } from '../cashier-context';
import { DEPOSIT_PRESETS } from '../methods';
import { depositFeeOf } from '../services/cashier-format';
import { availableMethods } from '../services/payment-methods';

const presetsFor = (currency: string) => DEPOSIT_PRESETS.map((value) => ({ key: `${value}_${currency}`, value }));

/** cashier.getdepositsettings (§7): methods in the player's currency with bounds, fee and requisites; presets per currency. */
export function registerGetDepositSettings(app: FastifyInstance, { providers }: CashierArea): void {
  defineApiCall(app, cashierCalls.getdepositsettings, {
    handler: async ({ accountId, request }) => {
      const account = await app.players.findById(accountId);
      const currency = account?.currency ?? 'USD';
      return {
        currency,
        methods: availableMethods(providers, request).map((method) => ({
          id: method.id,
          sysname: method.sysname,
          name: method.name,
          type: method.type,
          min_amount: method.deposit.min,
          max_amount: method.deposit.max,
          currency,
          fee: depositFeeOf(method, currency),
          requisites: method.deposit.requisites,
        })),
        // The player's currency and the default one (§3: default currency USD).
        presets: Object.fromEntries([...new Set([currency, 'USD'])].map((code) => [code, presetsFor(code)])),
      };
    },
  });
}
