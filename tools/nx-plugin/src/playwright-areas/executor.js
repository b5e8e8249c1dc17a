// @ts-check
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Runs browser-test areas (`apps/e2e/src/<area>`, each a Playwright project of the same name).
 * One area alone is one Playwright run. Several areas Nx asks for at once (`nx affected -t e2e-area`)
 * run as one batch: one Playwright run with a `--project` per area, so the site is assembled, the
 * global set-up's two servers start and the two workers fill up once, instead of once per area with
 * a tail on one worker each time. Nx still gets, and caches, one result per area.
 */

/**
 * Every test of the JSON report with its project (area), title path and outcome: Playwright's
 * `expected`, `unexpected` (failed), `flaky` or `skipped`, or `interrupted` when the run was stopped
 * during the test. A test a stopped run never reached can show as skipped: such a run fails through
 * its exit status (below).
 * @param {any} report Playwright's JSON report
 * @returns {Array<{ area: string; title: string; status: string }>}
 */
function testsOf(report) {
  /** @type {Array<{ area: string; title: string; status: string }>} */
  const found = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const interrupted = (test.results ?? []).some((/** @type {any} */ result) => result.status === 'interrupted');
        found.push({ area: test.projectName, title: [...here, spec.title].join(' › '), status: interrupted ? 'interrupted' : test.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** Outcomes that fail a test's area. */
const FAILING = new Set(['unexpected', 'interrupted']);

/**
 * Each area's verdict from one Playwright run over several areas. An area passes when its tests ran
 * and none failed. What the run cannot pin on one area fails every area: an error outside any test
 * (the global set-up, a spec that does not load), no report, or a failing exit status with no
 * failed test to explain it (an interrupted run).
 * @param {any} report Playwright's JSON report, or undefined when the run wrote none
 * @param {readonly string[]} areas
 * @param {number | null} exitStatus Playwright's exit status (null: ended by a signal)
 * @returns {Record<string, { success: boolean; summary: string }>}
 */
function verdictsByArea(report, areas, exitStatus) {
  const tests = report ? testsOf(report) : [];
  const runErrors = report ? (report.errors ?? []).map((/** @type {any} */ error) => String(error.message ?? error).split('\n')[0]) : [];
  if (report && exitStatus !== 0 && !runErrors.length && !tests.some((test) => FAILING.has(test.status))) {
    runErrors.push(exitStatus === null ? 'Playwright was stopped by a signal' : `Playwright ended with exit status ${exitStatus}`);
  }
  /** @type {Record<string, { success: boolean; summary: string }>} */
  const verdicts = {};
  for (const area of areas) {
    const own = tests.filter((test) => test.area === area);
    const count = (/** @type {string} */ status) => own.filter((test) => test.status === status).length;
    const failed = own.filter((test) => FAILING.has(test.status));
    const lines = [
      `${area}: ${count('expected')} passed, ${failed.length} failed, ${count('flaky')} flaky, ${count('skipped')} skipped`,
      ...failed.map((test) => `  ${test.status === 'interrupted' ? 'interrupted' : 'failed'}: ${test.title}`),
    ];
    if (!report) lines.push('  the run wrote no report');
    else if (!own.length) lines.push('  no test of this area ran');
    lines.push(...runErrors.map((/** @type {string} */ message) => `  error outside any test: ${message}`));
    verdicts[area] = {
      success: Boolean(report) && own.length > 0 && failed.length === 0 && runErrors.length === 0,
      summary: lines.join('\n'),
    };
  }
  return verdicts;
}

/**
 * Assembles the site from the builds, then runs the areas' specs in one Playwright run (its output
 * goes to the terminal as it comes) and reads the run's JSON report.
 * @param {string} root the workspace root
 * @param {readonly string[]} areas
 */
function runAreas(root, areas) {
  const assembled = spawnSync(process.execPath, [path.join(root, 'tools/scripts/assemble-site.mjs')], { cwd: root, stdio: 'inherit' });
  if (assembled.status !== 0) {
    const summary = `not run: assembling the site from the builds failed (exit status ${assembled.status})`;
    return Object.fromEntries(areas.map((area) => [area, { success: false, summary: `${area}: ${summary}` }]));
  }
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nfx-e2e-areas-'));
  const reportFile = path.join(reportDir, 'report.json');
  try {
    const cli = require.resolve('@playwright/test/cli', { paths: [root] });
    const run = spawnSync(process.execPath, [cli, 'test', ...areas.map((area) => `--project=${area}`), '--reporter=list,json'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    });
    const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : undefined;
    return verdictsByArea(report, areas, run.status);
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}

/**
 * One area: `nx run @nfx/e2e-<area>:e2e-area`.
 * @param {{ area: string }} options
 * @param {import('@nx/devkit').ExecutorContext} context
 */
async function playwrightAreaExecutor(options, context) {
  const verdict = runAreas(context.root, [options.area])[options.area];
  console.log(verdict?.summary);
  return { success: Boolean(verdict?.success) };
}

/**
 * Every area of the batch in one Playwright run; a result per task, which Nx caches per area.
 * @param {import('@nx/devkit').TaskGraph} taskGraph
 * @param {Record<string, { area: string }>} inputs each task's options
 * @param {unknown} _overrides
 * @param {import('@nx/devkit').ExecutorContext} context
 */
async function batchPlaywrightAreas(taskGraph, inputs, _overrides, context) {
  const taskIds = Object.keys(taskGraph.tasks);
  const areas = taskIds.map((taskId) => inputs[taskId].area);
  const startTime = Date.now();
  const verdicts = runAreas(context.root, areas);
  const endTime = Date.now();
  /** @type {Record<string, { success: boolean; terminalOutput: string; startTime: number; endTime: number }>} */
  const results = {};
  for (const taskId of taskIds) {
    const verdict = verdicts[inputs[taskId].area];
    console.log(verdict.summary);
    results[taskId] = { success: verdict.success, terminalOutput: verdict.summary, startTime, endTime };
  }
  return results;
}

module.exports = playwrightAreaExecutor;
module.exports.default = playwrightAreaExecutor;
module.exports.batchPlaywrightAreas = batchPlaywrightAreas;
module.exports.verdictsByArea = verdictsByArea;
