import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FACTOR_MESSAGES, PUBLIC, STEP_UP_REASON, STEP_UP_WINDOW_MS } from '@bo/contract';
import { forbidden, HttpError } from '@bo/server-kit';

/**
 * Issue 24, items 1 and 5, after the permission check: a session that must enrol a second factor
 * (MFA_REQUIRED) reaches only the calls the catalogue opens during enrolment (403 otherwise); a call
 * the catalogue marks `stepUp` (credits, status changes, access edits, switch account, personal data)
 * needs a sign-in or re-authentication within STEP_UP_WINDOW_MS, else 401 with reason
 * STEP_UP_REASON, which the SPA answers with its re-authentication modal.
 */
export default fp(
  async (app) => {
    const check = (request: FastifyRequest, reply: FastifyReply): void => {
      const call = request.routeOptions.config.apiCall;
      const auth = request.auth;
      if (!call || call.permission === PUBLIC || !auth) return;
      if (auth.needsEnrolment && !call.duringEnrolment) {
        request.audit.decision = 'deny';
        request.audit.reason = 'enrolment-required';
        throw forbidden(FACTOR_MESSAGES.enrolmentRequired);
      }
      if (call.stepUp && app.clock() - auth.authenticatedAt > STEP_UP_WINDOW_MS) {
        request.audit.decision = 'deny';
        request.audit.reason = 'step-up';
        reply.header('www-authenticate', 'Bearer error="insufficient_user_authentication", max_age=600');
        throw new HttpError(401, FACTOR_MESSAGES.reauthRequired, { reason: STEP_UP_REASON });
      }
    };
    // A callback hook: no promise per call.
    app.addHook('onRequest', (request, reply, done) => {
      try {
        check(request, reply);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'step-up', dependencies: ['authorize'] },
);
