import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software for the gateway's tests: a P-256 key, 'none' attestation, and a
 * signature counter the test may move (or turn back). It answers the options the gateway hands out
 * as a browser would hand them to a real key.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The few CBOR forms an attestation object and a COSE key need (RFC 8949). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array): string => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string): Buffer => createHash('sha256').update(b).digest();
const counterBytes = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** User present and verified (the ceremony's flags); AT: attested credential data follows. */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export interface SoftwareAuthenticator {
  credentialId: string;
  /** The signature counter the next assertion carries (then one more). */
  counter: number;
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Record<string, unknown>;
  /** A discoverable key gives its user handle back; `userVerified: false` is a touch without PIN or biometrics. */
  assert(
    options: { challenge: string; rpId?: string },
    origin: string,
    extra?: { userHandle?: string; userVerified?: boolean },
  ): Record<string, unknown>;
}

export function softwareAuthenticator(): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const rawId = randomBytes(16);
  const clientData = (type: string, challenge: string, origin: string): Buffer =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const auth: SoftwareAuthenticator = {
    credentialId: b64url(rawId),
    counter: 1,
    register(options, origin) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        rawId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: auth.credentialId,
        rawId: auth.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['usb'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, extra = {}) {
      const flags = extra.userVerified === false ? FLAGS.UP : FLAGS.UP | FLAGS.UV;
      const authData = Buffer.concat([sha256(options.rpId!), Buffer.from([flags]), counterBytes(auth.counter)]);
      auth.counter += 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey as KeyObject);
      return {
        id: auth.credentialId,
        rawId: auth.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(extra.userHandle === undefined ? {} : { userHandle: b64url(Buffer.from(extra.userHandle)) }),
        },
        clientExtensionResults: {},
      };
    },
  };
  return auth;
}
