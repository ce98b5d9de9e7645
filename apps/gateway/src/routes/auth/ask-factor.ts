import type { FastifyInstance } from 'fastify';
import { HttpError } from '@bo/server-kit';
import { authenticationOptions } from '../../accounts/passkeys.ts';
import type { RelyingParty } from '../../accounts/relying-party.ts';

/**
 * The 422 that asks a signing-in admin for their second factor (or says the one given was wrong), under
 * `code` or `passkey`. Every such answer carries a fresh passkey challenge when the admin has a key.
 */
export function factorAsker(app: FastifyInstance, rp: RelyingParty, adminId: number, withPasskey: boolean, now: number) {
  return async (field: 'code' | 'passkey', message: string): Promise<never> => {
    const options = withPasskey ? await authenticationOptions(app.db, rp, adminId, now) : null;
    throw new HttpError(422, { [field]: [message] }, options ? { passkey_options: options } : undefined);
  };
}
