import path from 'node:path';

type Verdicts = Record<string, { success: boolean; summary: string }>;
let verdictsByArea: (report: unknown, areas: readonly string[], exitStatus: number | null) => Verdicts;

beforeAll(async () => {
  // The executor is CommonJS so Nx runs it without a TypeScript transpiler (as the generators).
  ({ verdictsByArea } = (await import(path.join(__dirname, 'executor.js'))) as { verdictsByArea: typeof verdictsByArea });
});

/** A Playwright JSON report with one spec file whose tests ran in the given areas (projects). */
const report = (
  tests: Array<{ area: string; title: string; status: string; results?: Array<{ status: string }> }>,
  errors: Array<{ message: string }> = [],
) => ({
  errors,
  suites: [
    {
      title: 'cashier/cashier.e2e.ts',
      specs: [],
      suites: [
        {
          title: 'deposits',
          specs: tests.map((test) => ({
            title: test.title,
            tests: [{ projectName: test.area, status: test.status, results: test.results ?? [{ status: 'passed' }] }],
          })),
        },
      ],
    },
  ],
});

describe('each area’s verdict from one Playwright run over several areas', () => {
  it('fails only the area whose test failed; passed, flaky and skipped tests pass', () => {
    const verdicts = verdictsByArea(
      report([
        { area: 'cashier', title: 'pays by card', status: 'expected' },
        { area: 'cashier', title: 'shows the history', status: 'unexpected' },
        { area: 'profile', title: 'edits the name', status: 'flaky' },
        { area: 'profile', title: 'closes the account', status: 'skipped' },
      ]),
      ['cashier', 'profile'],
      1,
    );
    expect(verdicts['cashier']).toEqual({
      success: false,
      summary: 'cashier: 1 passed, 1 failed, 0 flaky, 0 skipped\n  failed: cashier/cashier.e2e.ts › deposits › shows the history',
    });
    expect(verdicts['profile']).toEqual({ success: true, summary: 'profile: 0 passed, 0 failed, 1 flaky, 1 skipped' });
  });

  it('fails an area none of whose tests ran', () => {
    const verdicts = verdictsByArea(report([{ area: 'cashier', title: 'pays by card', status: 'expected' }]), ['cashier', 'betting'], 0);
    expect(verdicts['cashier']?.success).toBe(true);
    expect(verdicts['betting']).toEqual({
      success: false,
      summary: 'betting: 0 passed, 0 failed, 0 flaky, 0 skipped\n  no test of this area ran',
    });
  });

  it('fails every area on an error outside any test, or when the run wrote no report', () => {
    const broken = verdictsByArea(
      report([{ area: 'cashier', title: 'pays by card', status: 'expected' }], [{ message: 'Error: global setup\nstack' }]),
      ['cashier'],
      1,
    );
    expect(broken['cashier']).toEqual({
      success: false,
      summary: 'cashier: 1 passed, 0 failed, 0 flaky, 0 skipped\n  error outside any test: Error: global setup',
    });
    expect(verdictsByArea(undefined, ['cashier', 'shell'], 1)).toEqual({
      cashier: { success: false, summary: 'cashier: 0 passed, 0 failed, 0 flaky, 0 skipped\n  the run wrote no report' },
      shell: { success: false, summary: 'shell: 0 passed, 0 failed, 0 flaky, 0 skipped\n  the run wrote no report' },
    });
  });

  it('fails the area of a test the run was stopped in, and every area of a run that failed with no failed test', () => {
    const stopped = verdictsByArea(
      report([
        { area: 'cashier', title: 'pays by card', status: 'expected' },
        { area: 'cashier', title: 'shows the history', status: 'skipped', results: [{ status: 'interrupted' }] },
        { area: 'profile', title: 'edits the name', status: 'expected' },
      ]),
      ['cashier', 'profile'],
      130,
    );
    expect(stopped['cashier']).toEqual({
      success: false,
      summary: 'cashier: 1 passed, 1 failed, 0 flaky, 0 skipped\n  interrupted: cashier/cashier.e2e.ts › deposits › shows the history',
    });
    expect(stopped['profile']?.success).toBe(true);

    // Tests Playwright never started are filed as skipped: only the exit status tells.
    const unexplained = verdictsByArea(
      report([{ area: 'cashier', title: 'pays by card', status: 'skipped', results: [] }]),
      ['cashier'],
      null,
    );
    expect(unexplained['cashier']).toEqual({
      success: false,
      summary: 'cashier: 0 passed, 0 failed, 0 flaky, 1 skipped\n  error outside any test: Playwright was stopped by a signal',
    });
  });
});
