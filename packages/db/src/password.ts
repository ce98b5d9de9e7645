import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEYLEN = 32;

/**
 * scrypt needs about 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default, too
 * little for N=2^17, which needs 128 MiB). Twice the need leaves room for Node's own overhead.
 */
const maxmemFor = (N: number, r: number): number => 2 * 128 * N * r;

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** `scrypt$N$r$p$salt$key`, or null when the text is not one. */
function parseHash(stored: string): StoredHash | null {
  const [algo, n, r, p, salt, key, extra] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !key || extra !== undefined) return null;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** scrypt hash as `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_PARAMS;
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.key.length, { N: hash.N, r: hash.r, p: hash.p, maxmem: maxmemFor(hash.N, hash.r) });
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash is of a lower cost than SCRYPT_PARAMS: sign-in then stores a new one. */
export function needsRehash(stored: string): boolean {
  const hash = parseHash(stored);
  if (!hash) return false;
  return hash.N < SCRYPT_PARAMS.N || hash.r < SCRYPT_PARAMS.r || hash.p < SCRYPT_PARAMS.p || hash.key.length < KEYLEN;
}
