import { hashPassword, needsRehash, verifyPassword } from '../../src/security/password-hash';
import { base32Decode, base32Encode, generateTotpSecret, hotp, totp, verifyTotp } from '../../src/security/totp';
import { dataCheckString, signInitData, verifyInitData } from '../../src/auth/services/messenger-init-data';
import { randomToken, sha256Hex } from '../../src/security/tokens';

jest.setTimeout(30_000);

describe('password hashing', () => {
  it('uses scrypt N=2^16, r=8, p=2 with a 16-byte salt in a self-describing format', async () => {
    const hash = await hashPassword('secret12');
    const [scheme, params, salt, key] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('ln=16,r=8,p=2');
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    await expect(verifyPassword('secret12', hash)).resolves.toBe(true);
    await expect(verifyPassword('secret13', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies hashes made with other parameters and flags them for rehashing', async () => {
    const weak = await hashPassword('secret12', { logN: 14, r: 8, p: 1 });
    await expect(verifyPassword('secret12', weak)).resolves.toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it('keeps a stored hash of equal work under the earlier parameters (N=2^17, p=1)', async () => {
    const earlier = await hashPassword('secret12', { logN: 17, r: 8, p: 1 });
    await expect(verifyPassword('secret12', earlier)).resolves.toBe(true);
    expect(needsRehash(earlier)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'bcrypt$2b$10$xyz'])(
    'refuses the malformed or absurd hash %j',
    async (stored) => {
      await expect(verifyPassword('secret12', stored)).resolves.toBe(false);
    },
  );
});

describe('TOTP (RFC 6238)', () => {
  // Appendix B: SHA1, 8 digits, seed "12345678901234567890", 30-second steps.
  const seed = Buffer.from('12345678901234567890', 'ascii');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at T=%i the code is %s', (time, code) => {
    expect(totp(seed, time, { digits: 8, algorithm: 'sha1' })).toBe(code);
  });

  it('HOTP matches RFC 4226 Appendix D', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((counter) => hotp(seed, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  it('accepts the steps now-1, now and now+1 once each, and refuses older steps', () => {
    const secret = base32Encode(seed);
    const now = 1_700_000_000;
    const step = Math.floor(now / 30);
    expect(verifyTotp(secret, totp(seed, now - 30), now, null)).toBe(step - 1);
    expect(verifyTotp(secret, totp(seed, now), now, null)).toBe(step);
    expect(verifyTotp(secret, totp(seed, now + 30), now, null)).toBe(step + 1);
    expect(verifyTotp(secret, totp(seed, now - 60), now, null)).toBeNull();
    expect(verifyTotp(secret, totp(seed, now + 60), now, null)).toBeNull();
    expect(verifyTotp(secret, totp(seed, now), now, step)).toBeNull();
    expect(verifyTotp(secret, totp(seed, now + 30), now, step)).toBe(step + 1);
  });

  it('makes 160-bit base32 secrets that round-trip', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });
});

describe('messenger mini-app data', () => {
  const fields = { is_tg: '1', id: '42', username: 'player', language_code: 'en', payload: 'promo' };

  it('builds the data-check string from every field but hash, sorted by key', () => {
    expect(dataCheckString({ ...fields, hash: 'x' })).toBe('id=42\nis_tg=1\nlanguage_code=en\npayload=promo\nusername=player');
  });

  it('accepts the messenger signature and refuses tampering or another bot token', () => {
    const hash = signInitData(fields, 'bot-token');
    expect(verifyInitData({ ...fields, hash }, 'bot-token')).toBe(true);
    expect(verifyInitData({ ...fields, id: '43', hash }, 'bot-token')).toBe(false);
    expect(verifyInitData({ ...fields, hash }, 'other-token')).toBe(false);
    expect(verifyInitData(fields, 'bot-token')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 128-bit URL-safe values stored as sha256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
