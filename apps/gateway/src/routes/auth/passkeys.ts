import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LOG_SERVER_ACTIONS,
  PASSKEY_MESSAGES,
  ZPasskeyIdParams,
  ZPasskeyOptions,
  ZPasskeyRegisterAnswer,
  ZPasskeyRegisterBody,
  type ApiCall,
} from '@bo/contract';
import { HttpError, notFound, unprocessable } from '@bo/server-kit';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { hasTotp, newRecoveryCodes } from '../../accounts/factors.ts';
import { authenticationOptions, hasPasskey, registerPasskey, registrationOptions, removePasskey } from '../../accounts/passkeys.ts';
import { relyingParty } from '../../accounts/relying-party.ts';
import { markAuthenticated } from '../../accounts/sessions.ts';
import { personOf } from './person.ts';

/** POST /api/account/passkeys/registration-options: the challenge a new passkey or security key signs. */
export async function passkeyRegistrationOptionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZPasskeyOptions } },
    handler: async (request) => registrationOptions(app.db, relyingParty(request, app.webauthn), personOf(request.auth!), app.clock()),
  });
}

/**
 * POST /api/account/passkeys: the browser's answer adds the key under the admin's name for it. The
 * first factor of a person also answers ten recovery codes (shown once), as a TOTP enrolment does.
 */
export async function passkeyRegisterRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZPasskeyRegisterBody, response: { 200: ZPasskeyRegisterAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = personOf(auth);
      const now = app.clock();
      const rp = relyingParty(request, app.webauthn);
      const result = await app.db.transaction(async (tx) => {
        const firstFactor = !(await hasTotp(tx, person.id)) && !(await hasPasskey(tx, person.id));
        const added = await registerPasskey(tx, rp, person.id, request.body, now);
        if (!added.ok) return added;
        await markAuthenticated(tx, auth.sessionId, now);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminFactorEnrolled,
          requestUrl: request.url,
          data: { admin_id: person.id, factor: 'passkey', name: added.value.name },
        });
        return { ok: true as const, passkey: added.value, codes: firstFactor ? await newRecoveryCodes(tx, person.id) : [] };
      });
      // Refused after the transaction: the challenge stays spent.
      if (!result.ok) throw new HttpError(result.status ?? 422, { credential: [result.message] });
      request.audit.event = { type: 'factor-enrolled', admin_id: person.id, factor: 'passkey' };
      return { passkey: result.passkey, recovery_codes: result.codes };
    },
  });
}

/** DELETE /api/account/passkeys/:id: the person removes one of their keys (a lost security key); audited. */
export async function passkeyRemoveRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { params: ZPasskeyIdParams },
    handler: async (request, reply) => {
      const auth = request.auth!;
      const person = personOf(auth);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const name = await removePasskey(tx, person.id, id);
        if (name === null) throw notFound(PASSKEY_MESSAGES.unknown);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminFactorRemoved,
          requestUrl: request.url,
          data: { admin_id: person.id, factor: 'passkey', name },
        });
      });
      request.audit.event = { type: 'factor-removed', admin_id: person.id, factor: 'passkey' };
      return reply.code(204).send();
    },
  });
}

/** POST /api/account/passkeys/authentication-options: the challenge a re-authentication with a passkey signs. */
export async function passkeyAuthenticationOptionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZPasskeyOptions } },
    handler: async (request) => {
      const options = await authenticationOptions(app.db, relyingParty(request, app.webauthn), personOf(request.auth!).id, app.clock());
      if (!options) throw unprocessable({ passkey: [PASSKEY_MESSAGES.unknown] });
      return options;
    },
  });
}
