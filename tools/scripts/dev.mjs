// `npm run dev`: the API in watch mode on :3333 and every app on a hot-reloading dev server;
// open http://localhost:4200. A remote alone: `npx tsx tools/webpack/dev-servers.ts casino`.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/platform-api/src/main.ts'], {
    stdio: 'inherit',
    env: { DEMO_MODE: '1', ...process.env, PORT: '3333', SITE_ROOT: '', DATA_DIR: process.env.DATA_DIR ?? '.data' },
  }),
  spawn('npx', ['tsx', 'tools/webpack/dev-servers.ts'], { stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
