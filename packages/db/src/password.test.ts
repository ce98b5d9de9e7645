import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demo/core/admins.ts';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password.ts';

/** A hash as the gateway wrote them before issue 14 (N=2^14). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (issue 14, item 7)', () => {
  it("hashes at OWASP's minimum scrypt cost, N=2^17, r=8, p=1, beyond Node's default maxmem", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('correct horse');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies a hash of the old cost, and says it is due for an upgrade', async () => {
    const old = legacyHash('correct horse');
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses what is not a hash of ours', async () => {
    for (const stored of ['', 'scrypt$x$8$1$a$b', 'bcrypt$2b$10$abc', 'scrypt$16384$8$1$a$b$c']) {
      expect(await verifyPassword('x', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(false);
    }
  });

  it('ships the demo password precomputed at the current cost', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
  });
});
