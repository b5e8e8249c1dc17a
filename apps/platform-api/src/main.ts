import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { type AppConfig, ConfigError, readConfig } from './config';
import { createDatabase } from './db/database';
import { bundledClusterTemplate } from './db/pglite-cluster-template';
import { migrate } from './db/migrate';
import { seed } from './seed';
import { listenWithFirstScreensDrawn } from './site/first-screen-warm-up';

function demoWarning(config: AppConfig): string {
  const who = config.demoAllowedFrom === 'loopback' ? 'browsers on this machine only' : `addresses ${config.demoAllowedFrom.join(', ')}`;
  return [
    '',
    '  !!! DEMO MODE IS ON !!!',
    '  Mail and SMS are kept in the demo outbox instead of being sent, the demo sign-in provider and',
    `  the demo player are live. Demo pages answer ${who}.`,
    '  Never expose this server to the internet: set DEMO_MODE=0, PUBLIC_ORIGIN and MAIL_URL (docs/security.md).',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.demoMode) console.warn(demoWarning(config));
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    clusterTemplate: bundledClusterTemplate(),
  });
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

  await listenWithFirstScreensDrawn(app, { port: config.port, host: config.host, servesSite: Boolean(config.siteRoot) });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `\n  Site and API: http://localhost:${config.port}\n  API docs:     http://localhost:${config.port}/api/docs\n  Database:     ${where}`,
  );
  if (seeded.demoLogin) console.log(`  Demo login:   ${seeded.demoLogin.login} / ${seeded.demoLogin.password}`);
  if (config.siteRoot && fs.existsSync(path.join(config.siteRoot, 'backoffice', 'index.html'))) {
    const backoffice = config.backofficeOrigin === config.publicOrigin ? `http://localhost:${config.port}` : config.backofficeOrigin;
    console.log(`  Back office:  ${backoffice}/backoffice`);
    if (seeded.demoAdmin)
      console.log(
        `  Demo admin:   ${seeded.demoAdmin.email} / ${seeded.demoAdmin.password}, authenticator secret ${seeded.demoAdmin.totpSecret}`,
      );
  }
  if (config.demoMode) console.log(`  Outbox:       http://localhost:${config.port}/demo/outbox (demo mode)`);
  console.log('');
}

main().catch((error: unknown) => {
  // A setting that would make the server unsafe is explained in one line, not a stack trace.
  console.error(error instanceof ConfigError ? `\n  Cannot start: ${error.message}\n` : error);
  process.exit(1);
});
