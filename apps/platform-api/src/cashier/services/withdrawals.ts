import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Withdrawal, WithdrawSettings } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { wireAmountToMinor, wireMoney } from '@nfx/money';
import { messageKeys } from '@nfx/validation';
import type { Db } from '../../db/database';
import { fingerprintOf, runOnce } from '../../http/idempotency';
import { WITHDRAWAL_LIMITS } from '../methods';
import type { PaymentProvider } from '../providers/payment-provider';
import { checkRequisites, maskRequisites, requisitesDigest } from '../requisites';
import { withdrawalOf, type WithdrawalRow } from './cashier-format';
import { availableMethods, checkAmount, methodFor } from './payment-methods';
import type { PayoutRequisites } from './payout-requisites';

export const holdKey = (id: number) => `withdrawal:${id}:hold`;
export const payoutKey = (id: number) => `withdrawal:${id}:payout`;
export const releaseKey = (id: number) => `withdrawal:${id}:release`;

/** Profile fields a withdrawal needs (the payee's identity). */
const REQUIRED_PROFILE = ['first_name', 'last_name', 'birth_date', 'country_code'] as const;

export interface WithdrawalDraft {
  method: string;
  amount: number;
  requisites: Record<string, string>;
}

/** What still stands between the player and a withdrawal. */
async function requirementsOf(db: Db, accountId: number) {
  const account = await db
    .selectFrom('accounts')
    .select(['currency', 'is_verified', 'is_kyc_block_enabled', ...REQUIRED_PROFILE])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const confirmed = await db
    .selectFrom('contacts')
    .select('id')
    .where('account_id', '=', accountId)
    .where('is_confirmed', '=', true)
    .executeTakeFirst();
  const missingProfile = REQUIRED_PROFILE.filter((field) => !account[field]);
  return {
    currency: account.currency,
    verifyIdentity: account.is_kyc_block_enabled && !account.is_verified,
    confirmContact: !confirmed,
    missingProfile,
  };
}

/** Minor units withdrawn (not cancelled or declined) in the limits' period. */
async function withdrawnInPeriod(db: Db, accountId: number, currency: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('status', 'in', ['pending', 'processing', 'paid'])
    .where('created_at', '>', new Date(Date.now() - WITHDRAWAL_LIMITS.periodDays * 24 * 60 * 60 * 1000))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function createWithdrawals(
  app: FastifyInstance,
  providers: ReadonlyMap<string, PaymentProvider>,
  payoutRequisites: PayoutRequisites,
) {
  const db = app.database.db;
  const { wallet, events } = app;

  async function settings(request: FastifyRequest, accountId: number): Promise<WithdrawSettings> {
    const requirements = await requirementsOf(db, accountId);
    const { currency } = requirements;
    const balances = await wallet.balances(db, accountId, currency);
    const used = await withdrawnInPeriod(db, accountId, currency);
    const perPeriod = wireAmountToMinor(WITHDRAWAL_LIMITS.perPeriod, currency);
    return {
      currency,
      methods: availableMethods(providers, request).map((method) => ({
        id: method.id,
        sysname: method.sysname,
        name: method.name,
        type: method.type,
        min_amount: method.withdraw.min,
        max_amount: method.withdraw.max,
        currency,
        fee: { percent: 0, fixed: wireMoney(0, currency) },
        requisites: method.withdraw.requisites,
      })),
      available: wireMoney(balances.main, currency),
      limits: {
        per_withdrawal: wireMoney(wireAmountToMinor(WITHDRAWAL_LIMITS.perWithdrawal, currency), currency),
        per_period: wireMoney(perPeriod, currency),
        period_days: WITHDRAWAL_LIMITS.periodDays,
        period_left: wireMoney(Math.max(0, perPeriod - used), currency),
      },
      requirements: {
        verify_identity: requirements.verifyIdentity,
        confirm_contact: requirements.confirmContact,
        fill_profile: requirements.missingProfile.length > 0,
      },
    };
  }

  /**
   * A withdrawal request: every refusal first (identity, contact, profile, method, amount, limits,
   * requisites), then, in one transaction and once per Idempotency-Key, the hold of the amount on
   * the player's pending-withdrawal account, the row and `withdrawal.requested`.
   */
  async function request(request: FastifyRequest, accountId: number, draft: WithdrawalDraft, idempotencyKey: string): Promise<Withdrawal> {
    const requirements = await requirementsOf(db, accountId);
    if (requirements.verifyIdentity) throw new ApiError('KycWithdrawal', 'Identity verification is required before a withdrawal');
    if (requirements.confirmContact) throw new ApiError('UserNeedConfirmContact', 'A confirmed contact is required before a withdrawal');
    if (requirements.missingProfile.length > 0)
      throw new ApiError('UserNeedProfileData', 'Profile data is required before a withdrawal', {
        errorData: { fields: requirements.missingProfile },
      });
    const { method, provider } = methodFor(providers, request, draft.method);
    checkAmount(draft.amount, method.withdraw);
    if (draft.amount > WITHDRAWAL_LIMITS.perWithdrawal)
      throw new ApiError('WithdrawalLimitsExceeded', 'The amount is over the limit of one withdrawal', {
        errorData: { limit: wireMoney(wireAmountToMinor(WITHDRAWAL_LIMITS.perWithdrawal, requirements.currency), requirements.currency) },
      });
    const requisites = checkRequisites(method.withdraw.requisites, draft.requisites);
    if (requisites['bank'] !== undefined) {
      const bank = await db.selectFrom('cashier_banks').select('id').where('id', '=', Number(requisites['bank'])).executeTakeFirst();
      if (!bank) throw new ApiError('InvalidParameter', 'Unknown bank', { invalidParameters: { bank: [messageKeys.wrongField] } });
    }
    const digest = requisitesDigest(requisites);
    if (digest && (await db.selectFrom('cashier_blocked_requisites').select('digest').where('digest', '=', digest).executeTakeFirst()))
      throw new ApiError('RequisitesFraudulent', 'These requisites cannot receive payouts');
    // Closed loop: money goes back the way it came; a method never used for a deposit must be validated by one first.
    const deposited = await db
      .selectFrom('deposits')
      .select('id')
      .where('account_id', '=', accountId)
      .where('method', '=', method.sysname)
      // A partly refunded deposit still came from there and kept the rest of its money.
      .where('status', 'in', ['success', 'partially_refunded'])
      .executeTakeFirst();
    if (!deposited) throw new ApiError('RequisitesValidationRequired', 'Make a deposit with this method before withdrawing with it');
    await payoutRequisites.assertVerified(accountId, method, requisites);

    const amount = wireAmountToMinor(draft.amount, requirements.currency);
    return db.transaction().execute((trx) =>
      runOnce(
        trx,
        {
          accountId,
          call: 'cashier.makewithdrawal',
          key: idempotencyKey,
          fingerprint: fingerprintOf({ ...draft, requisites: JSON.stringify(draft.requisites) }),
        },
        async () => {
          // The account row serialises one player's withdrawals, so the period limit counts every earlier one.
          const account = await trx
            .selectFrom('accounts')
            .select('currency')
            .where('id', '=', accountId)
            .forUpdate()
            .executeTakeFirstOrThrow();
          const perPeriod = wireAmountToMinor(WITHDRAWAL_LIMITS.perPeriod, account.currency);
          if ((await withdrawnInPeriod(trx, accountId, account.currency)) + amount > perPeriod)
            throw new ApiError('WithdrawalLimitsPeriodExceeded', `The amount is over the limit of ${WITHDRAWAL_LIMITS.periodDays} days`, {
              errorData: { limit: wireMoney(perPeriod, account.currency), period_days: WITHDRAWAL_LIMITS.periodDays },
            });
          const row = await trx
            .insertInto('withdrawals')
            .values({
              account_id: accountId,
              provider: provider.name,
              method: method.sysname,
              method_type: method.type,
              amount,
              currency: account.currency,
              status: 'pending',
              requisites: JSON.stringify(maskRequisites(requisites)),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const id = Number(row.id);
          await wallet.holds.place(trx, {
            key: holdKey(id),
            playerId: accountId,
            currency: account.currency,
            amount,
            reference: { type: 'withdrawal', id },
          });
          await events.record(trx, {
            type: 'withdrawal.requested',
            key: String(id),
            payload: { accountId, withdrawalId: id, amount, currency: account.currency },
          });
          return withdrawalOf(row);
        },
      ),
    );
  }

  /** Moves a pending withdrawal to `to`, releasing its hold; undefined when it was not pending. */
  async function releasePending(
    trx: Db,
    id: number,
    to: 'cancelled' | 'declined',
    reason: string | null,
    accountId?: number,
  ): Promise<WithdrawalRow | undefined> {
    let query = trx.selectFrom('withdrawals').selectAll().where('id', '=', id);
    if (accountId !== undefined) query = query.where('account_id', '=', accountId);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row || row.status !== 'pending') return undefined;
    await wallet.holds.release(trx, { key: releaseKey(id), hold: { key: holdKey(id) } });
    return trx
      .updateTable('withdrawals')
      .set({ status: to, decline_reason: reason, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The player cancels a pending withdrawal: the held amount returns to the main balance. */
  async function cancel(accountId: number, id: number, idempotencyKey: string): Promise<Withdrawal> {
    return db.transaction().execute((trx) =>
      runOnce(trx, { accountId, call: 'cashier.cancelwithdrawal', key: idempotencyKey, fingerprint: fingerprintOf({ id }) }, async () => {
        const exists = await trx
          .selectFrom('withdrawals')
          .select('status')
          .where('id', '=', id)
          .where('account_id', '=', accountId)
          .executeTakeFirst();
        if (!exists) throw new ApiError('InvalidParameter', 'No such withdrawal', { invalidParameters: { id: [messageKeys.wrongField] } });
        const cancelled = await releasePending(trx, id, 'cancelled', null, accountId);
        if (!cancelled)
          throw new ApiError('WithdrawalDeclined', 'Only a pending withdrawal can be cancelled', { code: 'withdrawal_not_pending' });
        return withdrawalOf(cancelled);
      }),
    );
  }

  /** The operator approves: the payout goes to the provider, whose signed callback settles it. False when it was not pending. */
  async function approve(id: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row || row.status !== 'pending') return false;
      const provider = providers.get(row.provider);
      if (!provider) return false;
      const { providerPayoutId } = await provider.createPayout(trx, {
        reference: String(id),
        amount: Number(row.amount),
        currency: row.currency,
        methodType: row.method_type,
        // Only what is stored (masked): a real integration sends the provider's token of the payee, never a card number.
        requisites: withdrawalOf(row).requisites,
      });
      await trx
        .updateTable('withdrawals')
        .set({ status: 'processing', provider_payout_id: providerPayoutId, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  /** The operator declines a pending withdrawal: the hold is released. False when it was not pending. */
  async function decline(id: number, reason: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => Boolean(await releasePending(trx, id, 'declined', reason)));
  }

  /** Pending withdrawals with the player's login, oldest first, and the latest decisions (the operator page). */
  async function reviewQueue() {
    const columns = [
      'w.id',
      'w.amount',
      'w.currency',
      'w.method',
      'w.status',
      'w.requisites',
      'w.created_at',
      'w.updated_at',
      'w.decline_reason',
      'a.login',
    ] as const;
    const pending = await db
      .selectFrom('withdrawals as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .select(columns)
      .where('w.status', '=', 'pending')
      .orderBy('w.id')
      .limit(100)
      .execute();
    const decided = await db
      .selectFrom('withdrawals as w')
      .innerJoin('accounts as a', 'a.id', 'w.account_id')
      .select(columns)
      .where('w.status', '!=', 'pending')
      .orderBy('w.updated_at', 'desc')
      .limit(20)
      .execute();
    return { pending, decided };
  }

  /** One withdrawal of the player (its receipt); another player's id is refused like an unknown one. */
  async function info(accountId: number, id: number): Promise<Withdrawal> {
    const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw new ApiError('InvalidParameter', 'No such withdrawal', { invalidParameters: { id: [messageKeys.wrongField] } });
    return withdrawalOf(row);
  }

  return { settings, request, info, cancel, approve, decline, reviewQueue };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
