import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DepositStart } from '@nfx/api-contract';
import { paymentFeeMinor } from '@nfx/format';
import { ApiError } from '@nfx/errors';
import { wireAmountToMinor } from '@nfx/money';
import { messageKeys } from '@nfx/validation';
import { fingerprintOf, runOnce } from '../../http/idempotency';
import type { PaymentProvider } from '../providers/payment-provider';
import { checkRequisites, maskRequisites, requisitesDigest } from '../requisites';
import { depositFeeOf, depositInfoOf } from './cashier-format';
import { offerMayApply } from './offers';
import { checkAmount, methodFor } from './payment-methods';

export interface DepositDraft {
  method: string;
  /** Whole units (the Sum rule). */
  amount: number;
  campaign_offer_id: number;
  requisites: Record<string, string>;
}

/** The outcome pages of §2 the provider returns the player to. */
export const outcomePaths = (depositId: number) => ({
  success: `/cashier/paysuccess/${depositId}`,
  pending: `/cashier/paypending/${depositId}`,
  fail: `/cashier/payfail/${depositId}`,
  cancel: '/cashier/paycancel',
});

/** The ledger key of a deposit's transfer; declined, it never moves money. */
export const depositKey = (depositId: number) => `deposit:${depositId}`;
/** The ledger key of the deposit's fee, taken in the same transaction as the deposit. */
export const depositFeeKey = (depositId: number) => `deposit:${depositId}:fee`;

export function createDeposits(app: FastifyInstance, providers: ReadonlyMap<string, PaymentProvider>) {
  const db = app.database.db;

  /**
   * Creates the deposit and the provider's payment in one transaction, at most once per
   * Idempotency-Key. The deposit fixes the account's currency from here on (the provider is paid
   * in it); no money moves until the provider's signed callback says it arrived.
   */
  async function start(request: FastifyRequest, accountId: number, draft: DepositDraft, idempotencyKey: string): Promise<DepositStart> {
    const { method, provider } = methodFor(providers, request, draft.method);
    checkAmount(draft.amount, method.deposit);
    const requisites = checkRequisites(method.deposit.requisites, draft.requisites);
    if (requisites['bank'] !== undefined) {
      const bank = await db.selectFrom('cashier_banks').select('id').where('id', '=', Number(requisites['bank'])).executeTakeFirst();
      if (!bank) throw new ApiError('InvalidParameter', 'Unknown bank', { invalidParameters: { bank: [messageKeys.wrongField] } });
    }
    const domain = request.hostname;
    return db.transaction().execute((trx) =>
      runOnce(
        trx,
        {
          accountId,
          call: 'cashier.makedeposit',
          key: idempotencyKey,
          fingerprint: fingerprintOf({ ...draft, requisites: JSON.stringify(draft.requisites) }),
        },
        async () => {
          const account = await trx
            .selectFrom('accounts')
            .select(['currency'])
            .where('id', '=', accountId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const amount = wireAmountToMinor(draft.amount, account.currency);
          if (draft.campaign_offer_id !== -1 && !(await offerMayApply(trx, accountId, draft.campaign_offer_id, method.sysname, amount))) {
            throw new ApiError('InvalidParameter', 'This offer does not apply', {
              invalidParameters: { campaign_offer_id: [messageKeys.wrongField] },
            });
          }
          // The one place a deposit meets the player's protections: inside its transaction, right
          // before it is created, so a limit counts every deposit committed before it. A refusal
          // (BillingDepositLimitExceeded or an exclusion) creates nothing.
          await app.playerProtection.assertMayDeposit(trx, { accountId, amount, currency: account.currency });
          const deposit = await trx
            .insertInto('deposits')
            .values({
              account_id: accountId,
              provider: provider.name,
              method: method.sysname,
              method_type: method.type,
              amount,
              currency: account.currency,
              status: 'created',
              campaign_offer_id: draft.campaign_offer_id,
              // Fixed when the player agreed to it on the form: a later change of the method's fee does not touch it.
              fee: paymentFeeMinor(amount, depositFeeOf(method, account.currency)),
              requisites: JSON.stringify(maskRequisites(requisites)),
              payer_digest: requisitesDigest(requisites),
              domain,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const id = Number(deposit.id);
          await trx
            .updateTable('accounts')
            .set({ has_deposits: true })
            .where('id', '=', accountId)
            .where('has_deposits', '=', false)
            .execute();
          const returnUrls = outcomePaths(id);
          const payment = await provider.createPayment(trx, {
            reference: String(id),
            amount,
            currency: account.currency,
            methodType: method.type,
            requisites,
            returnUrls,
          });
          const row = await trx
            .updateTable('deposits')
            .set({ provider_payment_id: payment.providerPaymentId, status: payment.next.type === 'pending' ? 'pending' : 'created' })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          app.players.forget(accountId);
          return { deposit: depositInfoOf(row), redirect_url: payment.next.type === 'redirect' ? payment.next.url : returnUrls.pending };
        },
      ),
    );
  }

  async function info(accountId: number, id: number) {
    const row = await db.selectFrom('deposits').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw new ApiError('InvalidParameter', 'No such deposit', { invalidParameters: { id: [messageKeys.wrongField] } });
    return depositInfoOf(row);
  }

  return { start, info };
}

export type Deposits = ReturnType<typeof createDeposits>;
