import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * DATA_PROTECTION_KEY (issue 24): one secret from the environment, from which two independent keys are
 * derived (HKDF-SHA-256): one encrypts TOTP seeds at rest (AES-256-GCM), the other keys the HMAC that
 * stands in for e-mails, addresses and phone numbers in the access log's queries.
 */
export interface DataKeys {
  seal(plain: string): string;
  open(sealed: string): string;
  /** The keyed hash written in a value's place: `hmac-` and 32 hex characters (128 bits). */
  mark(value: string): string;
}

const derive = (secret: string, info: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'backoffice', info, 32));

const SEAL_VERSION = 'v1';

export function dataKeys(secret: string): DataKeys {
  const sealKey = derive(secret, 'totp-seed');
  const markKey = derive(secret, 'log-personal-data');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [SEAL_VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== SEAL_VERSION || !iv || !body || !tag) throw new Error('A sealed TOTP seed is not in the v1 format');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    mark(value) {
      return `hmac-${createHmac('sha256', markKey).update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
    },
  };
}
