// `npm test`: lint (with module boundaries), type-check, unit tests, production build, end-to-end
// tests, and the security suite against the production build.
// Each step runs even when an earlier one fails, so one run reports everything; the exit code is
// non-zero when any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit tests', command: 'npm', args: ['run', 'test:unit', '--', '--ci'] },
  { name: 'production build', command: 'npm', args: ['run', 'build'] },
  { name: 'end-to-end tests', command: 'npm', args: ['run', 'test:e2e'], needs: 'production build' },
  { name: 'security tests', command: 'npm', args: ['run', 'test:security'], needs: 'production build' },
];

const results = [];
for (const step of steps) {
  if (step.needs && results.find((result) => result.name === step.needs)?.ok === false) {
    results.push({ name: step.name, ok: false, skipped: true, seconds: 0 });
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const result of results) {
  console.log(
    `${result.ok ? 'PASS' : result.skipped ? 'SKIP' : 'FAIL'}  ${result.name}${result.skipped ? ' (needs the build)' : ` (${result.seconds.toFixed(0)} s)`}`,
  );
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
