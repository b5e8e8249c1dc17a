import { sql } from 'kysely';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { hashPassword } from '../../security/password-hash';
import { createWallet } from '../../wallet';
import { countrySeeds, currencyRateSeeds, personalFieldSeeds } from './reference-data';

/** The demo player; the password follows the §5 rule (6–20 characters of the allowed set). */
export const DEMO_PLAYER = { login: 'demo@example.com', password: 'DemoPass123', fakename: 'DemoPlayer' } as const;

async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('countries')
    .values(
      countrySeeds.map((country) => ({
        code: country.code,
        name: country.name,
        phone_code: country.phoneCode,
        phone_masks: JSON.stringify(country.masks),
        currency: country.currency,
      })),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('currency_rates')
    .values(Object.entries(currencyRateSeeds).map(([currency, rate]) => ({ currency, rate })))
    .onConflict((conflict) => conflict.column('currency').doNothing())
    .execute();
  const fields = Object.entries(personalFieldSeeds).flatMap(([countryCode, list]) =>
    list.map((field, position) => ({
      country_code: countryCode,
      sysname: field.sysname,
      position,
      type: field.type,
      is_required: field.required,
      is_visible: field.visible ?? true,
      options: JSON.stringify(field.options ?? {}),
    })),
  );
  await db
    .insertInto('personal_data_fields')
    .values(fields)
    .onConflict((conflict) => conflict.columns(['country_code', 'sysname']).doNothing())
    .execute();
}

/** What the demo player starts with, in USD minor units. */
export const DEMO_PLAYER_FUNDS = { main: 100_000, bonus: 2_500 } as const;

async function seedDemoPlayer(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql`lower(login)`, '=', DEMO_PLAYER.login)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .insertInto('accounts')
      .values({
        login: DEMO_PLAYER.login,
        email: DEMO_PLAYER.login,
        password_hash: passwordHash,
        fakename: DEMO_PLAYER.fakename,
        locale: 'en',
        currency: 'USD',
        country_code: 'DE',
        first_name: 'Demo',
        last_name: 'Player',
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!account) return;
    await trx
      .insertInto('contacts')
      .values({ account_id: account.id, kind: 'email', value: DEMO_PLAYER.login, is_confirmed: true })
      .execute();
    // The demo player's starting money, as opening balances in the ledger (a re-seed replays the keys).
    const wallet = createWallet();
    const opening = await wallet.accounts.opening(trx, 'USD');
    for (const [kind, amount] of [
      ['main', DEMO_PLAYER_FUNDS.main],
      ['bonus', DEMO_PLAYER_FUNDS.bonus],
    ] as const) {
      const to = await wallet.accounts.player(trx, account.id, kind, 'USD');
      await wallet.transfer(trx, { key: `seed:demo-player:${kind}`, kind: 'opening_balance', from: opening, to, amount });
    }
  });
}

/** Seeds reference data and the demo player; returns its login for the start banner. Idempotent. */
export async function seedAccounts(db: Db, config: AppConfig): Promise<{ login: string; password: string } | undefined> {
  await seedReferenceData(db);
  if (!config.demoMode) return undefined;
  await seedDemoPlayer(db);
  return { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password };
}
