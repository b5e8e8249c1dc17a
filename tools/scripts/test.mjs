// `npm test`: lint (with module boundaries), type-check, unit tests, production build, end-to-end
// tests, and the security suite against the production build.
// Each step runs even when an earlier one fails, so one run reports everything; the exit code is
// non-zero when any step failed.
// CI has two cores and a 30-minute limit: lint and the type-check are single-threaded, so they run
// side by side (their output is printed when both are done, one after the other), and Jest gets
// both cores (its default on two cores is one worker, in band).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const phases = [
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'type-check', command: 'npm', args: ['run', 'typecheck'] },
  ],
  [{ name: 'unit tests', command: 'npm', args: ['run', 'test:unit', '--', '--ci', '--maxWorkers=2'] }],
  [{ name: 'production build', command: 'npm', args: ['run', 'build'] }],
  [{ name: 'end-to-end tests', command: 'npm', args: ['run', 'test:e2e'], needs: 'production build' }],
  [{ name: 'security tests', command: 'npm', args: ['run', 'test:security'], needs: 'production build' }],
];

/** Runs one step; alone it streams its output, beside another it keeps it until it ends. */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output) });
    });
  });
}

const results = [];
for (const phase of phases) {
  const runnable = phase.filter((step) => {
    if (step.needs && results.find((result) => result.name === step.needs)?.ok === false) {
      results.push({ name: step.name, ok: false, skipped: true, seconds: 0 });
      return false;
    }
    return true;
  });
  if (runnable.length === 1) console.log(`\n=== ${runnable[0].name} ===`);
  const finished = await Promise.all(runnable.map((step) => run(step, runnable.length === 1)));
  for (const result of finished) {
    if (runnable.length > 1) {
      console.log(`\n=== ${result.name} ===`);
      process.stdout.write(result.output);
    }
    results.push(result);
  }
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
