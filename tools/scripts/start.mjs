// `npm start`: serves the production build (built by the prestart script) and the API on one origin.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/platform-api/main.mjs'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
