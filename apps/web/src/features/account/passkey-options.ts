import type { PasskeyOptions } from '@bo/contract';

/** The fresh challenge a 422 asking for the second factor carries when the account has a passkey. */
export function passkeyOptionsOf(error: unknown): PasskeyOptions | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const data = (error as { response: { data?: unknown } }).response.data;
  const options = typeof data === 'object' && data !== null ? (data as { passkey_options?: unknown }).passkey_options : undefined;
  return typeof options === 'object' && options !== null ? (options as PasskeyOptions) : null;
}

/**
 * Whether the browser can use passkeys at all (WebAuthn), as @simplewebauthn/browser's
 * browserSupportsWebAuthn checks it: here so the sign-in page does not download the ceremony's library.
 */
export const browserSupportsPasskeys = (): boolean => typeof globalThis.PublicKeyCredential === 'function';
