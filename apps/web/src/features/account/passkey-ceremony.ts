import { PASSKEY_MESSAGES, type PasskeyCredential, type PasskeyOptions } from '@bo/contract';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of a passkey ceremony (issue 24, item 1): the gateway's options go to the
 * authenticator as they are; its answer goes back to the gateway, which checks it.
 */

/** The person cancelled, the browser refused or it timed out: shaped as an `{errors}` body naming `passkey`. */
export class PasskeyCancelled extends Error {
  readonly errors = { passkey: [PASSKEY_MESSAGES.cancelled] };
  constructor(cause: unknown) {
    super(PASSKEY_MESSAGES.cancelled, { cause });
    this.name = 'PasskeyCancelled';
  }
}

async function ceremony<T>(run: () => Promise<T>): Promise<PasskeyCredential> {
  try {
    return (await run()) as unknown as PasskeyCredential;
  } catch (error) {
    throw new PasskeyCancelled(error);
  }
}

/** Creates a credential on a passkey or security key for the gateway's registration options. */
export const createPasskey = (options: PasskeyOptions): Promise<PasskeyCredential> =>
  ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));

/** Signs the gateway's challenge with one of the person's passkeys. */
export const signWithPasskey = (options: PasskeyOptions): Promise<PasskeyCredential> =>
  ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
