import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies mini-app data the way the messenger specifies:
 * secret_key = HMAC_SHA256(key="WebAppData", msg=bot_token);
 * hash = hex(HMAC_SHA256(key=secret_key, msg=data_check_string)), where data_check_string is
 * every received field except `hash`, sorted by key, as `key=value` lines joined by '\n'.
 */
export function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

export function signInitData(fields: Record<string, string>, botToken: string): string {
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secretKey).update(dataCheckString(fields)).digest('hex');
}

export function verifyInitData(fields: Record<string, string>, botToken: string): boolean {
  const received = fields['hash'];
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/.test(received)) return false;
  const expected = signInitData(fields, botToken);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}
