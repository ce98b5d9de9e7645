import fp from 'fastify-plugin';
import { callEvent } from '../../audit/call-events.ts';

/** Tags permission changes and actions on users in their access record, refused ones included. */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const call = request.routeOptions.config.apiCall;
      if (!call || request.audit.event) return;
      const event = callEvent(call, request.params);
      if (event) request.audit.event = event;
    });
  },
  { name: 'call-events', dependencies: ['access-log'] },
);
