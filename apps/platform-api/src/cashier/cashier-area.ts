import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CashierArea } from './cashier-context';
import { PAYMENT_METHODS } from './methods';
import { registerDemoHostedPages } from './providers/demo-hosted-pages';
import { createDemoProvider } from './providers/demo-provider';
import type { PaymentProvider } from './providers/payment-provider';
import { createStripeProvider } from './providers/stripe-provider';
import { registerCancelWithdrawal } from './routes/cancel-withdrawal';
import { registerGetBanks } from './routes/get-banks';
import { registerGetDepositInfo } from './routes/get-deposit-info';
import { registerGetDepositSettings } from './routes/get-deposit-settings';
import { registerGetHistory } from './routes/get-history';
import { registerGetOffers } from './routes/get-offers';
import { registerGetWithdrawSettings } from './routes/get-withdraw-settings';
import { registerGetWithdrawalInfo } from './routes/get-withdrawal-info';
import { registerMakeDeposit } from './routes/make-deposit';
import { registerMakeWithdrawal } from './routes/make-withdrawal';
import { registerPaymentWebhook } from './routes/payment-webhook';
import { createDepositRefunds } from './services/deposit-refunds';
import { createDeposits } from './services/deposits';
import { createManualPayouts } from './services/manual-payouts';
import { createPaymentEvents } from './services/payment-events';
import { createPayoutRequisites } from './services/payout-requisites';
import { createWithdrawals } from './services/withdrawals';

const routes = [
  registerGetDepositSettings,
  registerMakeDeposit,
  registerGetDepositInfo,
  registerGetHistory,
  registerGetWithdrawSettings,
  registerMakeWithdrawal,
  registerCancelWithdrawal,
  registerGetWithdrawalInfo,
  registerGetBanks,
  registerGetOffers,
  registerPaymentWebhook,
];

/**
 * The cashier area: deposits and withdrawals through payment providers, their history, banks and
 * deposit offers. Money moves only through `app.wallet`, on the provider's signed callbacks
 * (deposits) and the hold of a withdrawal. The demo provider exists only in demo mode; Stripe
 * whenever its settings are there.
 */
export const cashierArea = fp(
  async function cashierArea(app: FastifyInstance) {
    const providers = new Map<string, PaymentProvider>();
    if (app.config.demoMode) {
      const demo = createDemoProvider(app);
      providers.set(demo.name, demo);
      registerDemoHostedPages(app, demo);
    }
    const stripeSettings = app.config.providers.stripe;
    if (stripeSettings) providers.set('stripe', await createStripeProvider(stripeSettings, app.config.publicOrigin, app.log));
    const refunds = createDepositRefunds(app, providers);
    const payoutRequisites = createPayoutRequisites(app);
    const paymentEvents = createPaymentEvents(app, refunds);
    const manualPayouts = createManualPayouts(app, paymentEvents);
    const area: CashierArea = {
      providers,
      deposits: createDeposits(app, providers),
      withdrawals: createWithdrawals(app, providers, payoutRequisites),
      paymentEvents,
      refunds,
    };
    app.decorate('cashier', {
      withdrawalQueue: () => area.withdrawals.reviewQueue(),
      approveWithdrawal: (id: number) => area.withdrawals.approve(id),
      declineWithdrawal: (id: number, reason: string) => area.withdrawals.decline(id, reason),
      refundDeposit: (id: number, amount: number) => refunds.request(id, amount),
      refundable: (id: number) => refunds.refundable(id),
      retryRefund: (id: number) => refunds.retry(id),
      requisitesQueue: () => payoutRequisites.reviewQueue(),
      decideRequisites: (accountId: number, digest: string, answer: 'verify' | 'reject') =>
        payoutRequisites.decide(accountId, digest, answer),
      settleManualPayout: (id: number, outcome: 'paid' | 'declined', reason?: string) => manualPayouts.settle(id, outcome, reason),
      depositMethodName: (sysname: string) =>
        PAYMENT_METHODS.find((method) => method.sysname === sysname && providers.has(method.provider))?.name,
    });
    for (const register of routes) register(app, area);
  },
  { name: 'area:cashier', dependencies: ['area:account'] },
);
