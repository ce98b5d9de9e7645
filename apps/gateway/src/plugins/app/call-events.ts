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
    // Callback hooks: no promise per call (the rare permission change waits for its notice).
    app.addHook('onRequest', (request, _reply, done) => {
      const call = request.routeOptions.config.apiCall;
      if (call && !request.audit.event) {
        const event = callEvent(call, request.params);
        if (event) request.audit.event = event;
      }
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (request.audit.event?.type === 'permission-change' && reply.statusCode < 300) {
        sessionsEnded(app, 1).then(() => done(), done);
        return;
      }
      done();
    });
  },
  { name: 'call-events', dependencies: ['access-log'] },
);
