import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 128 bits from the CSPRNG, URL-safe: session cookies, reset and unsubscribe links, OAuth state. */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Bearer tokens are stored as their sha256 so a leaked table cannot be replayed; the tokens
 * carry 128 bits of entropy, so a fast hash is enough (no password-style stretching needed).
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit confirmation code, uniformly distributed. */
export function randomDigits(length = 6): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}
