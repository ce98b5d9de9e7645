import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ADMIN_LOG_SERVER_ACTIONS,
  FACTOR_MESSAGES,
  PASSKEY_MESSAGES,
  ZAdminIdParams,
  ZFactorsAnswer,
  ZReauthAnswer,
  ZReauthBody,
  ZRecoveryCodesAnswer,
  ZTotpConfirmBody,
  ZTotpEnrolment,
  type ApiCall,
} from '@bo/contract';
import { verifyPassword } from '@bo/db';
import { conflict, forbidden, notFound, unprocessable } from '@bo/server-kit';
import { writeAdminLog } from '../../accounts/admin-log.ts';
import { findAdmin, passwordHashOf } from '../../accounts/admins.ts';
import { attemptLimits } from '../../accounts/attempt-limits.ts';
import { confirmTotp, hasTotp, recoveryCodesLeft, resetFactors, startTotp, useFactorCode } from '../../accounts/factors.ts';
import { markAuthenticated } from '../../accounts/sessions.ts';
import { sessionChanged } from '../../accounts/sessions-ended.ts';
import { listPasskeys, resetPasskeys, usePasskey } from '../../accounts/passkeys.ts';
import { relyingParty } from '../../accounts/relying-party.ts';
import { personOf } from './person.ts';
import { superAdminOnly } from './super-admin.ts';

/** GET /api/account/factors: whether the person has an authenticator, their passkeys, how many recovery codes are left. */
export async function factorsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZFactorsAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = personOf(auth);
      return {
        totp: await hasTotp(app.db, person.id),
        passkeys: await listPasskeys(app.db, person.id),
        recovery_codes_left: await recoveryCodesLeft(app.db, person.id),
        enrolment_required: auth.needsEnrolment,
      };
    },
  });
}

/** POST /api/account/totp: a new seed to scan (QR code) or type; it counts once a code from it is confirmed. */
export async function totpStartRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZTotpEnrolment } },
    handler: async (request) => {
      const person = personOf(request.auth!);
      // Replacing an enrolled authenticator goes through a super admin's reset, never a stolen session.
      if (await hasTotp(app.db, person.id)) throw conflict(FACTOR_MESSAGES.alreadyEnrolled);
      return startTotp(app.db, app.dataKeys, person);
    },
  });
}

/** POST /api/account/totp/confirm: a code of the pending seed enrols it; answers ten recovery codes, shown once. */
export async function totpConfirmRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZTotpConfirmBody, response: { 200: ZRecoveryCodesAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = personOf(auth);
      const now = app.clock();
      const codes = await app.db.transaction(async (tx) => {
        if (await hasTotp(tx, person.id)) throw conflict(FACTOR_MESSAGES.alreadyEnrolled);
        const result = await confirmTotp(tx, app.dataKeys, person.id, request.body.code, now);
        if (!result.ok) throw unprocessable({ code: [result.message] });
        // Enrolled: the session is no longer limited to enrolment, and counts as freshly authenticated.
        await markAuthenticated(tx, auth.sessionId, now);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminFactorEnrolled,
          requestUrl: request.url,
          data: { admin_id: person.id, factor: 'totp' },
        });
        return result.codes;
      });
      await sessionChanged(app, auth.sessionId);
      request.audit.event = { type: 'factor-enrolled', admin_id: person.id, factor: 'totp' };
      return { recovery_codes: codes };
    },
  });
}

/**
 * POST /api/account/reauthenticate: the password, a second-factor code or a passkey proves the person is still at
 * the desk; step-up calls are then allowed for 10 minutes. A wrong one counts as a failed sign-in.
 */
export async function reauthenticateRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { body: ZReauthBody, response: { 200: ZReauthAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = personOf(auth);
      const now = app.clock();
      const { password, code, passkey } = request.body;
      const refuse = async (field: 'password' | 'code' | 'passkey', message: string): Promise<never> => {
        await attemptLimits.signInFailed(app.loginAttempts, person.email, request.ip, now);
        request.audit.event = { type: 'reauthenticate', outcome: `wrong-${field}` };
        throw unprocessable({ [field]: [message] });
      };
      if ((await attemptLimits.signInWait(app.loginAttempts, person.email, request.ip, now)) > 0) {
        if (passkey) return refuse('passkey', PASSKEY_MESSAGES.notVerified);
        return refuse(code ? 'code' : 'password', code ? FACTOR_MESSAGES.codeWrong : FACTOR_MESSAGES.reauthOneOf);
      }
      if (passkey) {
        const rp = relyingParty(request, app.webauthn);
        const check = await app.db.transaction(async (tx) => {
          const result = await usePasskey(tx, rp, person.id, passkey, now);
          if (result.ok) await markAuthenticated(tx, auth.sessionId, now);
          return result;
        });
        if (!check.ok) return refuse('passkey', check.message);
      } else if (code) {
        const check = await app.db.transaction(async (tx) => {
          const result = await useFactorCode(tx, app.dataKeys, person.id, code, now);
          if (result.ok) await markAuthenticated(tx, auth.sessionId, now);
          return result;
        });
        if (!check.ok) return refuse('code', check.message);
      } else {
        const stored = await passwordHashOf(app.db, person.id);
        if (!stored || !(await verifyPassword(password ?? '', stored))) return refuse('password', FACTOR_MESSAGES.reauthOneOf);
        await markAuthenticated(app.db, auth.sessionId, now);
      }
      await sessionChanged(app, auth.sessionId);
      request.audit.event = { type: 'reauthenticate', outcome: 'success', with: passkey ? 'passkey' : code ? 'code' : 'password' };
      return { authenticated_at: new Date(now).toISOString() };
    },
  });
}

/** DELETE /api/admins/:id/factors: a super admin resets a member's second factor (a lost phone or key: TOTP and passkeys); audited. */
export async function resetFactorsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { params: ZAdminIdParams },
    handler: async (request, reply) => {
      const auth = superAdminOnly(request);
      const { id } = request.params;
      if (id === personOf(auth).id) throw forbidden(FACTOR_MESSAGES.resetOwnFactors);
      await app.db.transaction(async (tx) => {
        if (!(await findAdmin(tx, id))) throw notFound(ACCOUNT_MESSAGES.adminNotFound(id));
        const had = await resetFactors(tx, id);
        const passkeys = await resetPasskeys(tx, id);
        await writeAdminLog(tx, {
          adminId: auth.admin.id,
          originalAdminId: auth.original?.id ?? null,
          action: ADMIN_LOG_SERVER_ACTIONS.adminFactorsReset,
          requestUrl: request.url,
          data: { admin_id: id, had_totp: had, had_passkeys: passkeys },
        });
      });
      request.audit.event = { type: 'factors-reset', admin_id: id };
      return reply.code(204).send();
    },
  });
}
