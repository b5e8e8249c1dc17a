// Where the CPU went while a page loaded, read from the trace Lighthouse recorded. Lighthouse's
// mobile setting multiplies each main-thread task's wall time by 4, and on a two-core machine a
// task's wall time is its own CPU plus the time it waited for a core: this shows the page's main
// thread beside the browser's other threads that took the cores meanwhile (the GPU process drawing
// frames, the browser process), so a TBT can be read as the page's own work or as contention.
// Only what Chromium traces is here: the site's server and Lighthouse itself are not.

/** A main-thread task Lighthouse counts as long at 4× CPU slowdown (50 ms ÷ 4). */
const LONG_TASK_WALL_US = 12_500;
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

function namesOf(traceEvents, metadataName) {
  const names = new Map();
  for (const event of traceEvents) {
    if (event.ph === 'M' && event.name === metadataName)
      names.set(metadataName === 'thread_name' ? `${event.pid}:${event.tid}` : event.pid, event.args?.name);
  }
  return names;
}

/**
 * CPU (thread time) per traced thread from the page's navigation to the end of its main thread's
 * last long task, or null when the trace has no page navigation. Chromium records a task twice on
 * some threads (RunTask inside ThreadControllerImpl::RunTask): only the outermost one counts.
 */
export function loadContention(traceEvents) {
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const threadNames = namesOf(traceEvents, 'thread_name');
  const processNames = namesOf(traceEvents, 'process_name');
  const mainThread = [...threadNames].find(([key, name]) => name === 'CrRendererMain' && key.startsWith(`${navigation.pid}:`))?.[0];
  const tasks = traceEvents
    .filter((event) => event.ph === 'X' && TOP_LEVEL_TASKS.has(event.name) && event.dur && event.ts + event.dur > navigation.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = [];
  const openUntil = new Map();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if ((openUntil.get(thread) ?? -Infinity) >= task.ts + task.dur) continue;
    openUntil.set(thread, task.ts + task.dur);
    outermost.push(task);
  }
  const longOnMain = outermost.filter((task) => `${task.pid}:${task.tid}` === mainThread && task.dur >= LONG_TASK_WALL_US);
  const end = Math.max(navigation.ts + 1_000_000, ...longOnMain.map((task) => task.ts + task.dur));
  const main = { taskMs: 0, cpuMs: 0 };
  const others = new Map();
  for (const task of outermost) {
    const inWindow = Math.min(task.ts + task.dur, end) - Math.max(task.ts, navigation.ts);
    if (inWindow <= 0) continue;
    const share = inWindow / task.dur;
    const cpuMs = ((task.tdur ?? 0) * share) / 1000;
    const thread = `${task.pid}:${task.tid}`;
    if (thread === mainThread) {
      main.taskMs += inWindow / 1000;
      main.cpuMs += cpuMs;
      continue;
    }
    const page = task.pid === navigation.pid ? ' (page)' : '';
    const name = `${processNames.get(task.pid) ?? task.pid}${page} ${threadNames.get(thread) ?? task.tid}`;
    others.set(name, (others.get(name) ?? 0) + cpuMs);
  }
  return {
    windowMs: (end - navigation.ts) / 1000,
    main,
    others: [...others].map(([thread, cpuMs]) => ({ thread, cpuMs })).sort((a, b) => b.cpuMs - a.cpuMs),
  };
}
