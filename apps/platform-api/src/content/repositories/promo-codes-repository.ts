import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface PromoCodesRepository {
  /** The stored code when it exists, is active and is inside its validity window; else null. */
  findValid(code: string): Promise<string | null>;
}

export function createPromoCodesRepository(db: Db): PromoCodesRepository {
  return {
    async findValid(code) {
      const row = await db
        .selectFrom('promo_codes')
        .select('code')
        .where('code', '=', code.toUpperCase())
        .where('is_active', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
      return row?.code ?? null;
    },
  };
}
