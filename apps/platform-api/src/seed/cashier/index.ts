import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';

/** Banks for transfers (getbanks): a few per country the demo serves. */
const BANKS = [
  { id: 1, name: 'Deutsche Bank', bic: 'DEUTDEFF', country_code: 'DE' },
  { id: 2, name: 'Commerzbank', bic: 'COBADEFF', country_code: 'DE' },
  { id: 3, name: 'Swedbank', bic: 'HABALV22', country_code: 'LV' },
  { id: 4, name: 'SEB banka', bic: 'UNLALV2X', country_code: 'LV' },
  { id: 5, name: 'Banco Santander', bic: 'BSCHESMM', country_code: 'ES' },
  { id: 6, name: 'CaixaBank', bic: 'CAIXESBB', country_code: 'ES' },
  { id: 7, name: 'Banco do Brasil', bic: 'BRASBRRJ', country_code: 'BR' },
  { id: 8, name: 'Barclays', bic: 'BARCGB22', country_code: 'GB' },
];

/** Deposit offers of the demo (campaigns.getoffers). */
const OFFERS = [
  {
    id: 1,
    trigger_action: 'deposit',
    title: 'Welcome bonus',
    text: '100% of your first deposit, up to 200.',
    bonus_percent: 100,
    max_bonus: 20_000,
    min_deposit: 2_000,
    exclude_methods: ['demo-ewallet'],
    first_deposit_only: true,
  },
  {
    id: 2,
    trigger_action: 'deposit',
    title: 'Reload bonus',
    text: '25% on every deposit, up to 50.',
    bonus_percent: 25,
    max_bonus: 5_000,
    min_deposit: 1_000,
    exclude_methods: [],
    first_deposit_only: false,
  },
];

/** Requisites the demo treats as known fraud: payouts to them are refused (RequisitesFraudulent). */
export const DEMO_BLOCKED_REQUISITES = { card_number: '4000000000000259', iban: 'DE89370400440532013000' } as const;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** Idempotent: banks always (reference data), offers and the fraud list in demo mode. */
export async function seedCashier(db: Db, options: { demoData: boolean }): Promise<void> {
  await db
    .insertInto('cashier_banks')
    .values(BANKS)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  if (!options.demoData) return;
  await db
    .insertInto('campaign_offers')
    .values(OFFERS)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db
    .insertInto('cashier_blocked_requisites')
    .values(Object.values(DEMO_BLOCKED_REQUISITES).map((value) => ({ digest: digest(value), note: 'demo: known fraud' })))
    .onConflict((conflict) => conflict.column('digest').doNothing())
    .execute();
}
