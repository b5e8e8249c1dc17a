// ESLint and Prettier over the workspace. The module-boundary rule reads Nx's project graph, so compute it
// first (without the daemon: CI machines start fresh).
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const graph = spawnSync('npx', ['nx', 'show', 'projects'], { stdio: ['ignore', 'ignore', 'inherit'], env });
if (graph.status !== 0) process.exit(graph.status ?? 1);
const lint = spawnSync('npx', ['eslint', '--max-warnings=0', '.'], { stdio: 'inherit', env });
// Formatting is Prettier's job (.prettierrc.json): `npm run format` writes it, lint only checks it.
const format = spawnSync('npx', ['prettier', '--check', '--log-level=warn', '.'], { stdio: 'inherit', env });
if (format.status !== 0) console.error('Formatting differs from Prettier: run `npm run format`.');
process.exit(lint.status || format.status || 0);
