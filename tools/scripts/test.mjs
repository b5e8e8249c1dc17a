// `npm test`: lint (with module boundaries), type-check, unit tests, production build, end-to-end
// tests, and the security suite against the production build.
// Each step runs even when an earlier one fails, so one run reports everything; the exit code is
// non-zero when any step failed.
// CI has two cores and a 30-minute limit: lint and the type-check are single-threaded, so they run
// side by side (their output is printed when both are done, one after the other), and Jest gets
// both cores (its default on two cores is one worker, in band). The summary repeats the lines that
// name a failure, so the end of a long log says what failed.
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

/** Lines that name a failure: kept so the summary can list them after a long step's output. */
const FAILURE_LINE = /✘|✖|\bFAIL\b|● (?!Console)|error TS\d+|^\s+\d+ (failed|flaky)$/;
const MAX_FAILURE_LINES = 40;

/** Runs one step; alone it streams its output, beside another it keeps it until it ends. */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    const failures = [];
    let partial = '';
    const collect = (chunk, stream) => {
      if (alone) stream.write(chunk);
      else output.push(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (FAILURE_LINE.test(line) && failures.length < MAX_FAILURE_LINES) failures.push(line.trimEnd());
      }
    };
    child.stdout.on('data', (chunk) => collect(chunk, process.stdout));
    child.stderr.on('data', (chunk) => collect(chunk, process.stderr));
    child.on('close', (code) => {
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(output), failures });
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
// A CI log is often read from its end: name what failed there, not only thousands of lines above.
for (const result of results.filter((result) => !result.ok && result.failures?.length)) {
  console.log(`\n--- what failed in ${result.name} (first ${MAX_FAILURE_LINES} lines naming a failure) ---`);
  for (const line of result.failures) console.log(line);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
