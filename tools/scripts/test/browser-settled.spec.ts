import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Settled = { settled: boolean; waitedMs: number };
let treeCpuMs: (rootPid: number, procRoot?: string) => number | null;
let browserSettled: (
  rootPid: number,
  options?: { quietMs?: number; quietCpuMs?: number; timeoutMs?: number; fallbackMs?: number },
) => Promise<Settled>;

beforeAll(async () => {
  ({ treeCpuMs, browserSettled } = (await import(path.resolve(__dirname, '../../bench/browser-settled.mjs'))) as {
    treeCpuMs: typeof treeCpuMs;
    browserSettled: typeof browserSettled;
  });
});

/** A fake /proc: each process's stat line with its parent and its user and system ticks. */
function fakeProc(processes: Array<{ pid: number; parent: number; name: string; user: number; system: number }>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-'));
  for (const process of processes) {
    fs.mkdirSync(path.join(root, String(process.pid)));
    const rest = ['S', process.parent, 0, 0, 0, -1, 0, 0, 0, 0, 0, process.user, process.system, 0, 0].join(' ');
    fs.writeFileSync(path.join(root, String(process.pid), 'stat'), `${process.pid} (${process.name}) ${rest}\n`);
  }
  return root;
}

describe('treeCpuMs', () => {
  it('adds up the CPU time of a process and every process under it, and nothing else', () => {
    const proc = fakeProc([
      { pid: 10, parent: 1, name: 'chromium', user: 5, system: 1 },
      { pid: 11, parent: 10, name: 'chromium --type=zygote', user: 0, system: 1 },
      { pid: 12, parent: 11, name: 'chromium (renderer)', user: 90, system: 60 },
      { pid: 20, parent: 1, name: 'node', user: 500, system: 50 },
    ]);
    expect(treeCpuMs(10, proc)).toBe((5 + 1 + 1 + 90 + 60) * 10);
    expect(treeCpuMs(12, proc)).toBe(150 * 10);
  });

  it('knows nothing of a process that is not there', () => {
    expect(treeCpuMs(99, fakeProc([{ pid: 10, parent: 1, name: 'chromium', user: 1, system: 1 }]))).toBeNull();
  });
});

const linux = fs.existsSync('/proc/self/stat') ? describe : describe.skip;

linux('browserSettled (Linux: reads /proc)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => child?.kill());

  // A stand-in browser: busy for `busyMs` (forever when negative), then idle until killed.
  const busyThenIdle = (busyMs: number) =>
    spawn(process.execPath, [
      '-e',
      `const end = Date.now() + (${busyMs} < 0 ? Infinity : ${busyMs}); while (Date.now() < end) {} setInterval(() => {}, 1000);`,
    ]);

  it('waits out the start-up work, then resolves', async () => {
    child = busyThenIdle(1200);
    const result = await browserSettled(child.pid as number, { quietMs: 500, quietCpuMs: 50, timeoutMs: 10_000 });
    expect(result.settled).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(1200);
  }, 15_000);

  it('gives up after its time-out when the browser never goes quiet, and says so', async () => {
    child = busyThenIdle(-1);
    const result = await browserSettled(child.pid as number, { quietMs: 500, quietCpuMs: 50, timeoutMs: 2000 });
    expect(result).toEqual({ settled: false, waitedMs: expect.any(Number) });
    expect(result.waitedMs).toBeGreaterThanOrEqual(2000);
  }, 15_000);
});
