import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ZAccountSessionParams,
  ZAccountSessionsAnswer,
  ZEndedSessionsAnswer,
  ZPasswordResetLinkParams,
  type AccountSession,
  type ApiCall,
} from '@bo/contract';
import { notFound } from '@bo/server-kit';
import { findAdmin } from '../../accounts/admins.ts';
import { sessionsEnded } from '../../accounts/sessions-ended.ts';
import { listPersonSessions, revokePersonSession, revokePersonSessions, type PersonSession } from '../../accounts/sessions.ts';
import { superAdminOnly } from './super-admin.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

function presentSession(row: PersonSession, currentId: string): AccountSession {
  return {
    id: row.id,
    device: row.user_agent,
    address: row.client_ip,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    expires_at: iso(row.expires_at),
    acting_as: row.acting_as,
    current: row.id === currentId,
  };
}

/** GET /api/account/sessions: the person's open sessions (device, address, last seen), the current one marked. */
export async function sessionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZAccountSessionsAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = auth.original ?? auth.admin;
      const rows = await listPersonSessions(app.db, person.id, app.clock());
      return { data: rows.map((row) => presentSession(row, auth.sessionId)) };
    },
  });
}

/** DELETE /api/account/sessions/:id: ends one of the person's sessions (this one too: that is a sign-out). */
export async function endSessionRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { params: ZAccountSessionParams },
    handler: async (request, reply) => {
      const auth = request.auth!;
      const person = auth.original ?? auth.admin;
      if (!(await revokePersonSession(app.db, person.id, request.params.id, app.clock()))) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
      await sessionsEnded(app, 1);
      return reply.code(204).send();
    },
  });
}

/** DELETE /api/account/sessions: ends every other session of the person, keeping this one. */
export async function endOtherSessionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { response: { 200: ZEndedSessionsAnswer } },
    handler: async (request) => {
      const auth = request.auth!;
      const person = auth.original ?? auth.admin;
      const ended = await revokePersonSessions(app.db, person.id, auth.sessionId, app.clock());
      await sessionsEnded(app, ended);
      return { ended_sessions: ended };
    },
  });
}

/** DELETE /api/admins/:id/sessions: a super admin ends every session of an admin (signed in as them, or switched from them). */
export async function endAdminSessionsRoute(app: FastifyInstance, call: ApiCall): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { apiCall: call },
    schema: { params: ZPasswordResetLinkParams, response: { 200: ZEndedSessionsAnswer } },
    handler: async (request) => {
      superAdminOnly(request);
      const { id } = request.params;
      if (!(await findAdmin(app.db, id))) throw notFound(ACCOUNT_MESSAGES.adminNotFound(id));
      const ended = await revokePersonSessions(app.db, id, null, app.clock());
      await sessionsEnded(app, ended);
      return { ended_sessions: ended };
    },
  });
}
