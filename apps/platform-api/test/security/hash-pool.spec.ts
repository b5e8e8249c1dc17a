import { ApiError } from '@nfx/errors';
import type { Worker } from 'node:worker_threads';
import { closeSharedHashPool, HashPool, sharedHashPool } from '../../src/security/password-hash-pool';

const job = (password: string) => ({
  password,
  salt: Buffer.from('0123456789abcdef'),
  keyBytes: 32,
  N: 2 ** 14,
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
});

describe('password hash pool', () => {
  let pool: HashPool;
  afterEach(() => pool.close());

  it('derives the same key as scrypt would, off the main thread', async () => {
    pool = new HashPool({ threads: 1, maxQueued: 4, maxPerCaller: 4 });
    const { scryptSync } = await import('node:crypto');
    const key = await pool.run(job('secret12'));
    expect(key.equals(scryptSync('secret12', Buffer.from('0123456789abcdef'), 32, { N: 2 ** 14, r: 8, p: 1 }))).toBe(true);
  });

  it('refuses at once when the queue is full, and serves the queued jobs', async () => {
    pool = new HashPool({ threads: 1, maxQueued: 2, maxPerCaller: 10 });
    const accepted = [pool.run(job('a')), pool.run(job('b')), pool.run(job('c'))];
    const refused = pool.run(job('d'));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ type: 'TooManyRequests' });
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(pool.queued).toBe(0);
  });

  it('lets one caller hold only its share, and gives the share back when done', async () => {
    pool = new HashPool({ threads: 1, maxQueued: 10, maxPerCaller: 2 });
    const first = [pool.run(job('a'), '10.0.0.1'), pool.run(job('b'), '10.0.0.1')];
    await expect(pool.run(job('c'), '10.0.0.1')).rejects.toMatchObject({ type: 'TooManyRequests' });
    await expect(pool.run(job('d'), '10.0.0.2')).resolves.toHaveLength(32);
    await Promise.all(first);
    await expect(pool.run(job('e'), '10.0.0.1')).resolves.toHaveLength(32);
  });

  it('fails a job whose parameters scrypt rejects, and keeps working', async () => {
    pool = new HashPool({ threads: 1, maxQueued: 4, maxPerCaller: 4 });
    await expect(pool.run({ ...job('x'), N: 3 })).rejects.toThrow();
    await expect(pool.run(job('y'))).resolves.toHaveLength(32);
  });
});

describe('the shared password hash pool', () => {
  it('ends its threads when closed, and the next hash starts a new pool', async () => {
    const first = sharedHashPool();
    expect(sharedHashPool()).toBe(first);
    await first.run(job('before'));
    const [thread] = (first as unknown as { slots: Array<{ worker: Worker }> }).slots;
    const exited = new Promise<number>((resolve) => thread!.worker.once('exit', resolve));
    await closeSharedHashPool();
    await expect(exited).resolves.toBe(1);
    const second = sharedHashPool();
    expect(second).not.toBe(first);
    await expect(second.run(job('after'))).resolves.toHaveLength(32);
    await closeSharedHashPool();
  });
});
