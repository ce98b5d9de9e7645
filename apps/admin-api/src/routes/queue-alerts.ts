import { QUEUE_ALERT_CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { deleteRule, QUEUE_ALERT_RULES, updateRule } from '../alerts/rule-writes.ts';

/** /queue-alert-system's writes beside 'Add Another': edit (and enable or disable), delete (alerts/rule-writes.ts). */
export const queueAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  routeCall(app, QUEUE_ALERT_CALLS.update, async (request) =>
    updateRule(app.db, QUEUE_ALERT_RULES, request.ctx, request.params.id, request.body, request.url),
  );
  routeCall(app, QUEUE_ALERT_CALLS.remove, async (request) =>
    deleteRule(app.db, QUEUE_ALERT_RULES, request.ctx, request.params.id, request.url),
  );
};
