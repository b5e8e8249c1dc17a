// What the machine itself costs, printed beside the page figures so that a change of machine can be
// told from a change of code. The same commit gave Lighthouse TBT medians ten times apart on two of
// our sandboxes: on the slower one a first touch of a memory page cost about 12 µs (a page fault
// under its virtualisation) and a Chromium renderer spent about 40 % of its CPU time in the kernel
// while a page started, while the figures of the build itself had not changed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Fresh memory touched per sample: large enough to dwarf the process's own start-up. */
const TOUCHED_MIB = 256;
const PAGE_BYTES = 4096;
/** Iterations of the arithmetic loop: about 0.1 s on a current server core. */
const LOOP_ITERATIONS = 5e7;

// Each sample runs in its own process so every page it touches is a fresh one (a first-touch fault).
const faultProbe = `
const bytes = ${TOUCHED_MIB} * 1024 * 1024;
const started = process.hrtime.bigint();
const buffer = Buffer.allocUnsafeSlow(bytes);
for (let offset = 0; offset < bytes; offset += ${PAGE_BYTES}) buffer[offset] = 1;
process.stdout.write(String(Number(process.hrtime.bigint() - started) / 1e3));
`;

const loopProbe = `
const started = process.hrtime.bigint();
let sum = 0;
for (let i = 0; i < ${LOOP_ITERATIONS}; i += 1) sum += i % 7;
process.stdout.write(String(sum > 0 ? Number(process.hrtime.bigint() - started) / 1e6 : -1));
`;

const runProbe = (source) => Number(execFileSync(process.execPath, ['-e', source], { encoding: 'utf8' }));

/** Microseconds per 4 KiB page of a first touch, from the time to touch `mib` MiB. */
export const microsecondsPerPage = (elapsedMicroseconds, mib = TOUCHED_MIB) => elapsedMicroseconds / ((mib * 1024 * 1024) / PAGE_BYTES);

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The cost of a first-touch page fault (µs per 4 KiB page) and of a plain arithmetic loop (ms),
 * each the middle of `samples` runs, with the range.
 */
export function measureMachine(samples = 3) {
  const faults = Array.from({ length: samples }, () => microsecondsPerPage(runProbe(faultProbe)));
  const loops = Array.from({ length: samples }, () => runProbe(loopProbe));
  return {
    pageFaultMicroseconds: { median: middle(faults), min: Math.min(...faults), max: Math.max(...faults) },
    loopMilliseconds: { median: middle(loops), min: Math.min(...loops), max: Math.max(...loops) },
  };
}

/** Where Linux says whether transparent huge pages are on (`always`, `madvise` or `never`). */
const HUGE_PAGES_SETTING = '/sys/kernel/mm/transparent_hugepage/enabled';

/**
 * The chosen transparent-huge-page mode, the bracketed word of the setting file (`always [madvise]
 * never` is `madvise`), or `unknown` off Linux. With `always`, one fault maps 2 MiB instead of
 * 4 KiB: on the slower sandbox the first-touch cost above fell from about 13.6 to 3.4 µs a page,
 * while Lighthouse's TBT did not change.
 */
export function hugePagesMode(settingFile = HUGE_PAGES_SETTING) {
  try {
    return /\[(\w+)\]/.exec(fs.readFileSync(settingFile, 'utf8'))?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
