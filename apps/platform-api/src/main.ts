import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './seed';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  const seeded = await seed(database.db, config);
  const app = await buildApp({ config, database, logger: { level: process.env['LOG_LEVEL'] ?? 'warn' } });

  const shutdown = async (signal: string) => {
    app.log.warn(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\n  Site and API: http://localhost:${config.port}\n  API docs:     http://localhost:${config.port}/api/docs\n  Database:     ${where}`);
  if (seeded.demoLogin) console.log(`  Demo login:   ${seeded.demoLogin.login} / ${seeded.demoLogin.password}`);
  if (config.demoMode) console.log(`  Outbox:       http://localhost:${config.port}/demo/outbox`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
