import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '@nfx/errors';

/**
 * scrypt runs on a few dedicated worker threads with a bounded queue, not on libuv's shared
 * pool: there, a burst of sign-ins (each hash holds 128 MiB and ~0.3 s of a core) queued in
 * front of the static-file reads and compression of every page, and the site froze. Here the
 * burst waits in its own line, a full line answers TooManyRequests at once, and one address can
 * hold only a couple of places in it.
 */
export interface HashJob {
  password: string;
  salt: Buffer;
  keyBytes: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

export interface HashPoolLimits {
  threads: number;
  /** Jobs waiting for a thread, over all callers; one more is refused. */
  maxQueued: number;
  /** Jobs running or waiting for one caller (an IP address); one more is refused. */
  maxPerCaller: number;
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, job }) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyBytes, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  id: number;
  job: HashJob;
  caller: string | undefined;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

function readLimit(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function defaultHashPoolLimits(env: NodeJS.ProcessEnv = process.env): HashPoolLimits {
  return {
    // Half the cores: the other half keeps serving pages and the database while a burst hashes.
    threads: readLimit(env['PASSWORD_HASH_THREADS'], Math.max(1, Math.floor(cpus().length / 2))),
    maxQueued: readLimit(env['PASSWORD_HASH_QUEUE'], 16),
    maxPerCaller: readLimit(env['PASSWORD_HASH_PER_IP'], 2),
  };
}

export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly perCaller = new Map<string, number>();
  private nextId = 1;

  constructor(private readonly limits: HashPoolLimits) {}

  run(job: HashJob, caller?: string): Promise<Buffer> {
    if (caller !== undefined && (this.perCaller.get(caller) ?? 0) >= this.limits.maxPerCaller) {
      return Promise.reject(new ApiError('TooManyRequests', 'Too many sign-in attempts at once, try again in a moment'));
    }
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.limits.maxQueued) {
      return Promise.reject(new ApiError('TooManyRequests', 'The service is busy, try again in a moment'));
    }
    return new Promise<Buffer>((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, job, caller, resolve, reject };
      if (caller !== undefined) this.perCaller.set(caller, (this.perCaller.get(caller) ?? 0) + 1);
      if (idle) this.start(idle, pending);
      else this.queue.push(pending);
    });
  }

  /** Jobs waiting for a thread; for tests and diagnostics. */
  get queued(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.current === null);
    if (idle) return idle;
    if (this.slots.length < this.limits.threads) return this.spawn();
    return undefined;
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, current: null };
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const pending = slot.current;
      if (!pending || pending.id !== message.id) return;
      this.finish(slot, pending);
      if (message.key) pending.resolve(Buffer.from(message.key));
      else pending.reject(new Error(message.error ?? 'scrypt failed'));
    });
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', (code) => this.retire(slot, new Error(`password hash worker exited with ${code}`)));
    // An idle worker must not keep the process alive; a busy one is referenced while it works.
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    slot.worker.ref();
    const { job } = pending;
    slot.worker.postMessage({ id: pending.id, job: { ...job, salt: new Uint8Array(job.salt) } });
  }

  private finish(slot: Slot, pending: Pending): void {
    slot.current = null;
    slot.worker.unref();
    this.release(pending);
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  private release(pending: Pending): void {
    if (pending.caller === undefined) return;
    const left = (this.perCaller.get(pending.caller) ?? 1) - 1;
    if (left > 0) this.perCaller.set(pending.caller, left);
    else this.perCaller.delete(pending.caller);
  }

  /** A crashed worker fails its job; the next waiting job gets a fresh thread. */
  private retire(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    const pending = slot.current;
    slot.current = null;
    if (pending) {
      this.release(pending);
      pending.reject(error);
    }
    if (this.queue.length > 0) this.start(this.spawn(), this.queue.shift()!);
  }
}

let shared: HashPool | undefined;

/** The process's one pool: hashing capacity is a property of the machine, not of an app. */
export function sharedHashPool(): HashPool {
  shared ??= new HashPool(defaultHashPoolLimits());
  return shared;
}

/**
 * Ends the process's pool and its threads; the next hash starts a new one. A test file has its own
 * module registry, so its own pool: its threads, each a whole V8 isolate, would otherwise outlive
 * the file and keep its modules in memory (test/setup/close-hash-pool.ts).
 */
export async function closeSharedHashPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
