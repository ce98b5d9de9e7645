import fp from 'fastify-plugin';
import { sessionsEnded } from '../../accounts/sessions-ended.ts';
import { callEvent } from '../../audit/call-events.ts';

/**
 * Tags permission changes and actions on users in their access record, refused ones included. A
 * permission change that succeeded bumped someone's access_version: every instance's websocket hub is
 * told at once to re-check its sockets' sessions (the changed admin's are closed), not at the next timed re-check.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const call = request.routeOptions.config.apiCall;
      if (!call || request.audit.event) return;
      const event = callEvent(call, request.params);
      if (event) request.audit.event = event;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.audit.event?.type === 'permission-change' && reply.statusCode < 300) await sessionsEnded(app, 1);
    });
  },
  { name: 'call-events', dependencies: ['access-log'] },
);
