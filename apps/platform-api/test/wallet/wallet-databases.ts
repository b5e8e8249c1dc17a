import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

// A suite boots PGlite (WebAssembly) or a PostgreSQL schema and migrates it: allow it the time.
jest.setTimeout(60_000);

export interface WalletDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface WalletTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<WalletDatabase>;
}

async function open(databaseUrl?: string): Promise<WalletDatabase> {
  const schema = databaseUrl ? `wallet_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl, schema });
  await migrate(database.db);
  return {
    db: database.db,
    kind: database.kind,
    close: async () => {
      if (schema) await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
      await database.close();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a schema of its own, dropped at the end). */
export const walletTargets: WalletTarget[] = [
  { name: 'pglite', open: () => open() },
  ...(process.env['TEST_DATABASE_URL'] ? [{ name: 'postgres' as const, open: () => open(process.env['TEST_DATABASE_URL']) }] : []),
];

let currencyCounter = randomBytes(2).readUInt16BE() % 10_000;
/**
 * A currency no other test of the suite uses: its house, clearing and opening accounts are new,
 * so its zero sum and balances concern this test alone.
 */
export function freshCurrency(): string {
  for (;;) {
    currencyCounter = (currencyCounter + 1) % (26 * 26 * 26);
    const letters = [Math.floor(currencyCounter / 676), Math.floor(currencyCounter / 26) % 26, currencyCounter % 26];
    const code = letters.map((letter) => String.fromCharCode(65 + letter)).join('');
    if (code !== 'FUN') return code;
  }
}

let playerCounter = 1_000_000 + (randomBytes(2).readUInt16BE() % 1000) * 1000;
/** A player id no other test of the suite uses (the ledger keeps player ids without a foreign key). */
export function freshPlayerId(): number {
  playerCounter += 1;
  return playerCounter;
}
