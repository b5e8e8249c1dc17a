import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { hashPassword } from '../../security/password-hash';

/**
 * The demo back-office admin (demo mode only, like the demo player): enrolled, with a TOTP secret
 * printed at start so a person can add it to an authenticator app. Demo mode never answers from
 * outside in production, and a real installation has no staff account until `npm run staff:create`.
 */
export const DEMO_ADMIN = {
  email: 'admin@demo.example.com',
  password: 'DemoAdmin#2026',
  totpSecret: 'NFXDEMOADMINTOTPSECRETBASE32AAAA',
} as const;

export async function seedStaff(db: Db, config: AppConfig): Promise<typeof DEMO_ADMIN | undefined> {
  if (!config.demoMode) return undefined;
  const existing = await db.selectFrom('staff_accounts').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  if (!existing)
    await db
      .insertInto('staff_accounts')
      .values({
        email: DEMO_ADMIN.email,
        role: 'admin',
        password_hash: await hashPassword(DEMO_ADMIN.password),
        totp_secret: DEMO_ADMIN.totpSecret,
        enrolled_at: new Date(),
        created_by: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  return DEMO_ADMIN;
}
