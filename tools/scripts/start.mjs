// `npm start`: serves the production build (built by the prestart script) and the API on one origin.
//
// With no settings this is the local newcomer's demo: demo helpers on (outbox page, demo sign-in,
// demo player), bound to this machine only, and said loudly. An operator sets DEMO_MODE=0 (or
// runs dist/apps/platform-api/main.mjs directly), and the server then requires PUBLIC_ORIGIN and
// MAIL_URL; see docs/security.md.
import { spawn } from 'node:child_process';

const env = { NODE_ENV: 'production', ...process.env };
const demoByDefault = env.DEMO_MODE === undefined;
if (demoByDefault) {
  const port = env.PORT ?? '4200';
  Object.assign(env, {
    DEMO_MODE: '1',
    DEMO_IN_PRODUCTION: '1',
    HOST: env.HOST ?? '127.0.0.1',
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
  });
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/platform-api/main.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
