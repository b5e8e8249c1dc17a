// Waits until a freshly launched browser has finished its own start-up work, before a page is
// measured in it. Headless Chromium 156 loads its omnibox popup (a WebUI page in a renderer of its
// own) right after launch: about 1.6 s of CPU, and 3–4 s for the whole browser, over its first
// four seconds on our two-core machine, overlapping the start of Lighthouse's run on the page under
// test. A player's browser has long finished loading its own UI when they open the site.
import fs from 'node:fs';

/** /proc reports CPU time in USER_HZ ticks, 100 a second on Linux whatever the kernel's own rate. */
const TICK_MS = 10;
const SAMPLE_EVERY_MS = 250;

/** The CPU time (ms) the process `rootPid` and every process under it have used, or null without /proc. */
export function treeCpuMs(rootPid, procRoot = '/proc') {
  let entries;
  try {
    entries = fs.readdirSync(procRoot).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const processes = new Map();
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  if (!processes.has(rootPid)) return null;
  let ticks = 0;
  for (const [pid, process] of processes) {
    let ancestor = pid;
    while (ancestor > 1 && ancestor !== rootPid) ancestor = processes.get(ancestor)?.parent ?? 0;
    if (ancestor === rootPid) ticks += process.ticks;
  }
  return ticks * TICK_MS;
}

/**
 * Resolves once the browser (`rootPid` and every process under it) used less than `quietCpuMs` of
 * CPU over the last `quietMs`, or after `timeoutMs`: `{ settled, waitedMs }`. Without /proc (not
 * Linux) it can only pause `fallbackMs` and say it did not see the browser settle.
 */
export async function browserSettled(rootPid, { quietMs = 1000, quietCpuMs = 50, timeoutMs = 15000, fallbackMs = 5000 } = {}) {
  const started = Date.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const samples = [];
  for (;;) {
    const cpu = treeCpuMs(rootPid);
    const now = Date.now();
    if (cpu === null) {
      await sleep(fallbackMs);
      return { settled: false, waitedMs: Date.now() - started };
    }
    samples.push({ at: now, cpu });
    const windowStart = samples.find((sample) => sample.at >= now - quietMs - SAMPLE_EVERY_MS / 2);
    if (windowStart && now - windowStart.at >= quietMs && cpu - windowStart.cpu < quietCpuMs) {
      return { settled: true, waitedMs: now - started };
    }
    if (now - started >= timeoutMs) return { settled: false, waitedMs: now - started };
    await sleep(SAMPLE_EVERY_MS);
  }
}
