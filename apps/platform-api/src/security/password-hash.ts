import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sharedHashPool } from './password-hash-pool';

/**
 * scrypt with N=2^16, r=8, p=2 and a 16-byte salt: one of the settings the OWASP password-storage
 * cheat sheet lists as equal in strength to N=2^17, r=8, p=1, with the same CPU cost and half the
 * memory per hash (64 MiB), which matters when a burst of sign-ins hashes on a shared server.
 * Hashes are self-describing — `scrypt$ln=16,r=8,p=2$<salt>$<hash>` — so the cost can change
 * later without breaking stored hashes. The work runs on the bounded pool of
 * `password-hash-pool.ts`; `caller` (the client's address) caps how much of it one address holds.
 */
export interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { logN: 16, r: 8, p: 2 };

let currentParams: ScryptParams = DEFAULT_SCRYPT_PARAMS;

/**
 * Test suites only: hash new passwords at a lower cost. An API suite registers and signs in
 * hundreds of players, and at 64 MiB and a few hundred milliseconds per hash that was minutes of
 * CI on two cores. Refused outside `NODE_ENV=test` (Jest sets it), so no setting or environment
 * of a deployed server can weaken its hashes; stored hashes name their own cost either way.
 */
export function lowerPasswordHashCostForTests(params: ScryptParams): void {
  if (process.env['NODE_ENV'] !== 'test') throw new Error('the password hash cost can only be lowered in tests');
  currentParams = params;
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is below that for N=2^16. */
function maxmemFor({ logN, r }: ScryptParams): number {
  return 128 * 2 ** logN * r * 2;
}

function derive(password: string, salt: Buffer, params: ScryptParams, caller?: string): Promise<Buffer> {
  return sharedHashPool().run(
    {
      password: password.normalize('NFC'),
      salt,
      keyBytes: KEY_BYTES,
      N: 2 ** params.logN,
      r: params.r,
      p: params.p,
      maxmem: maxmemFor(params),
    },
    caller,
  );
}

export async function hashPassword(password: string, params: ScryptParams = currentParams, caller?: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, caller);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Refuse absurd parameters from a tampered row rather than allocating gigabytes.
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string, caller?: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, caller);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash uses weaker parameters than today's, so a login can upgrade it. */
export function needsRehash(stored: string, params: ScryptParams = currentParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  // Work is N·r·p; a hash with at least today's work (say N=2^17, p=1 against N=2^16, p=2) stays.
  const work = ({ logN, r, p }: ScryptParams) => 2 ** logN * r * p;
  return work(parsed.params) < work(params) || parsed.params.r < params.r;
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of a random password, so an unknown login costs the same time as
 * a wrong password and the answer's timing does not reveal which accounts exist.
 */
export async function verifyDummyPassword(password: string, caller?: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash, caller);
  return false;
}
