import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Range {
  median: number;
  min: number;
  max: number;
}
let microsecondsPerPage: (elapsedMicroseconds: number, mib?: number) => number;
let measureMachine: (samples?: number) => { pageFaultMicroseconds: Range; loopMilliseconds: Range };
let hugePagesMode: (settingFile?: string) => string;

beforeAll(async () => {
  ({ microsecondsPerPage, measureMachine, hugePagesMode } = (await import(
    path.resolve(__dirname, '../../bench/machine-calibration.mjs')
  )) as {
    microsecondsPerPage: typeof microsecondsPerPage;
    measureMachine: typeof measureMachine;
    hugePagesMode: typeof hugePagesMode;
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

describe('hugePagesMode', () => {
  const settingFile = (text: string) => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'thp-'));
    const file = path.join(directory, 'enabled');
    fs.writeFileSync(file, text);
    return file;
  };

  it('reads the bracketed word of the kernel setting as the chosen mode', () => {
    expect(hugePagesMode(settingFile('always [madvise] never\n'))).toBe('madvise');
    expect(hugePagesMode(settingFile('[always] madvise never\n'))).toBe('always');
  });

  it('says unknown where the setting cannot be read or names no mode', () => {
    expect(hugePagesMode(path.join(os.tmpdir(), 'no-such-dir', 'enabled'))).toBe('unknown');
    expect(hugePagesMode(settingFile('always madvise never\n'))).toBe('unknown');
  });
});
