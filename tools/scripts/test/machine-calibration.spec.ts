import path from 'node:path';

interface Range {
  median: number;
  min: number;
  max: number;
}
let microsecondsPerPage: (elapsedMicroseconds: number, mib?: number) => number;
let measureMachine: (samples?: number) => { pageFaultMicroseconds: Range; loopMilliseconds: Range };

beforeAll(async () => {
  ({ microsecondsPerPage, measureMachine } = (await import(path.resolve(__dirname, '../../bench/machine-calibration.mjs'))) as {
    microsecondsPerPage: typeof microsecondsPerPage;
    measureMachine: typeof measureMachine;
  });
});

describe('microsecondsPerPage', () => {
  it('shares the time out over the 4 KiB pages touched', () => {
    // 1 MiB is 256 pages.
    expect(microsecondsPerPage(512, 1)).toBe(2);
    expect(microsecondsPerPage(256 * 1024 * 3, 256)).toBe(12);
  });
});

describe('measureMachine', () => {
  it('reports each cost as a middle value inside its measured range', () => {
    const machine = measureMachine(3);
    for (const range of [machine.pageFaultMicroseconds, machine.loopMilliseconds]) {
      expect(Number.isFinite(range.median)).toBe(true);
      expect(range.min).toBeGreaterThan(0);
      expect(range.min).toBeLessThanOrEqual(range.median);
      expect(range.median).toBeLessThanOrEqual(range.max);
    }
  }, 60_000);
});
