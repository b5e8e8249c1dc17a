import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { bundledClusterTemplate } from '../../db/pglite-cluster-template';
import { migrate } from '../../db/migrate';
import { isStaffRole, STAFF_ROLES } from '../permissions';
import { createStaffAccountsRepository } from '../repositories/staff-accounts-repository';
import { createStaffEnrolment } from '../services/enrolment';

/**
 * `npm run staff:create -- --email a@b.c --role admin`: the only way to the first staff account
 * (there is no default one). Opens the database the server uses, creates the account without a
 * password and prints its one-time enrolment link; the link is printed, never logged or stored.
 */
export async function createStaff(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { values } = parseArgs({ args: [...argv], options: { email: { type: 'string' }, role: { type: 'string' } }, strict: true });
  const email = values.email?.trim();
  const role = values.role ?? '';
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('--email is required, e.g. --email alice@example.com');
  if (!isStaffRole(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const config = readConfig(env);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    clusterTemplate: bundledClusterTemplate(),
  });
  try {
    await migrate(database.db);
    const enrolment = createStaffEnrolment(createStaffAccountsRepository());
    const { enrolmentUrl } = await database.db
      .transaction()
      .execute((trx) => enrolment.createAccount(trx, { email, role, createdBy: null, publicOrigin: config.backofficeOrigin }));
    return enrolmentUrl;
  } finally {
    await database.close();
  }
}
