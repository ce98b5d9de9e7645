import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { decide, isUsableAdmin, PUBLIC, SIGNED_IN, type AccessDecision } from '@bo/contract';
import { forbidden } from '@bo/server-kit';
import { MESSAGE } from '../../messages.ts';

/**
 * The permission of every catalogued call, decided once per request from the contract (deny by
 * default), for the effective admin (the account switched into, when switched); a fixed grant also
 * needs the person who switched (decide() in the contract).
 */
export default fp(
  async (app, opts: { catalogue: ReadonlySet<string> }) => {
    const check = (request: FastifyRequest): void => {
      const call = request.routeOptions.config.apiCall;
      if (!call) return;
      const audit = request.audit;
      if (call.permission === PUBLIC) {
        audit.permission = PUBLIC;
        audit.reason = 'public';
        return;
      }
      const admin = request.auth?.admin;
      if (!admin) throw new Error(`authorize ran without a signed-in admin for ${call.name}`);
      if (!isUsableAdmin(admin)) {
        audit.decision = 'deny';
        audit.reason = 'no-access';
        throw forbidden(MESSAGE.noAccessYet);
      }
      if (call.permission === SIGNED_IN) {
        audit.permission = SIGNED_IN;
        audit.reason = 'signed-in';
        return;
      }
      const names = typeof call.permission === 'string' ? [call.permission] : [...call.permission];
      const principal = { ...admin, original_admin: request.auth?.original ?? null };
      let last: AccessDecision | null = null;
      for (const name of names) {
        last = decide(principal, name, opts.catalogue);
        if (last.allowed) {
          audit.permission = name;
          audit.reason = last.reason;
          return;
        }
      }
      audit.permission = names.join(',');
      audit.decision = 'deny';
      audit.reason = last?.reason ?? 'not-granted';
      throw forbidden(MESSAGE.missingPermission(names));
    };
    // A callback hook: no promise per call.
    app.addHook('onRequest', (request, _reply, done) => {
      try {
        check(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'authorize', dependencies: ['authenticate'] },
);
