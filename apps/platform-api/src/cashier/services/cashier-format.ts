import type { DepositInfo, Withdrawal } from '@nfx/api-contract';
import { wireAmountToMinor, wireMoney } from '@nfx/money';
import type { Selectable } from 'kysely';
import type { DepositsTable, WithdrawalsTable } from '../../db/tables/cashier';
import type { PaymentMethod } from '../methods';

/** A method's deposit fee as the contract shows it (the fixed part as money in the player's currency). */
export const depositFeeOf = (method: PaymentMethod, currency: string) => ({
  percent: method.depositFee.percent,
  fixed: wireMoney(wireAmountToMinor(method.depositFee.fixed, currency), currency),
});

const json = (value: unknown): Record<string, string> =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, string>;
const iso = (value: Date | string) => new Date(value).toISOString();

export type DepositRow = Selectable<DepositsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

export function depositInfoOf(row: DepositRow): DepositInfo {
  return {
    id: Number(row.id),
    requisites: json(row.requisites),
    method: row.method,
    type: row.method_type,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    amount: wireMoney(row.amount, row.currency),
    status: row.status,
    domain: row.domain,
    campaign_offer_id: Number(row.campaign_offer_id),
    failure_reason: row.failure_reason,
    fee: wireMoney(Number(row.fee), row.currency),
    credited: wireMoney(Number(row.amount) - Number(row.fee), row.currency),
    refunded: wireMoney(Number(row.refunded), row.currency),
  };
}

export function withdrawalOf(row: WithdrawalRow): Withdrawal {
  return {
    id: Number(row.id),
    method: row.method,
    type: row.method_type,
    requisites: json(row.requisites),
    amount: wireMoney(row.amount, row.currency),
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_cancel: row.status === 'pending',
    decline_reason: row.decline_reason,
  };
}
