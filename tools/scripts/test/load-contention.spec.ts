import path from 'node:path';

interface Contention {
  windowMs: number;
  main: { taskMs: number; cpuMs: number };
  others: Array<{ thread: string; cpuMs: number }>;
}
type TraceEvent = Record<string, unknown>;
let loadContention: (traceEvents: TraceEvent[]) => Contention | null;

beforeAll(async () => {
  ({ loadContention } = (await import(path.resolve(__dirname, '../../bench/load-contention.mjs'))) as {
    loadContention: typeof loadContention;
  });
});

const PAGE = 10;
const GPU = 20;
const NAV = 1_000_000;
const metadata: TraceEvent[] = [
  { ph: 'M', name: 'process_name', pid: PAGE, args: { name: 'Renderer' } },
  { ph: 'M', name: 'process_name', pid: GPU, args: { name: 'GPU Process' } },
  { ph: 'M', name: 'thread_name', pid: PAGE, tid: 1, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: PAGE, tid: 2, args: { name: 'Compositor' } },
  { ph: 'M', name: 'thread_name', pid: GPU, tid: 1, args: { name: 'VizCompositorThread' } },
  { name: 'navigationStart', pid: PAGE, tid: 1, ts: NAV, args: { data: { documentLoaderURL: 'http://127.0.0.1/' } } },
];
/** A task `startMs` after the navigation, `wallMs` long, of which `cpuMs` ran. */
const task = (pid: number, tid: number, startMs: number, wallMs: number, cpuMs: number, name = 'RunTask'): TraceEvent => ({
  ph: 'X',
  name,
  pid,
  tid,
  ts: NAV + startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('loadContention', () => {
  it('ends the window with the main thread’s last long task and counts each thread’s CPU inside it', () => {
    const result = loadContention([
      ...metadata,
      task(PAGE, 1, 100, 40, 10),
      task(PAGE, 1, 1_500, 20, 8),
      // Short tasks after the last long one: outside the window.
      task(PAGE, 1, 2_000, 5, 5),
      task(GPU, 1, 120, 10, 9),
      // Half of it inside the window (which ends at 1,520 ms): half its CPU.
      task(GPU, 1, 1_510, 20, 12),
      task(PAGE, 2, 200, 4, 3),
    ]);
    expect(result?.windowMs).toBe(1_520);
    expect(result?.main).toEqual({ taskMs: 60, cpuMs: 18 });
    expect(result?.others).toEqual([
      { thread: 'GPU Process VizCompositorThread', cpuMs: 15 },
      { thread: 'Renderer (page) Compositor', cpuMs: 3 },
    ]);
  });

  it('counts a task recorded twice (RunTask inside ThreadControllerImpl::RunTask) once, and nothing before the navigation', () => {
    const result = loadContention([
      ...metadata,
      task(PAGE, 1, -500, 30, 30),
      task(PAGE, 1, 100, 40, 10, 'ThreadControllerImpl::RunTask'),
      task(PAGE, 1, 100, 39, 10),
    ]);
    // No long task ends after the first second: the window is that second.
    expect(result?.windowMs).toBe(1_000);
    expect(result?.main).toEqual({ taskMs: 40, cpuMs: 10 });
  });

  it('has nothing to say about a trace without a page navigation', () => {
    expect(loadContention([...metadata.slice(0, 5), task(PAGE, 1, 0, 40, 10)])).toBeNull();
  });
});
