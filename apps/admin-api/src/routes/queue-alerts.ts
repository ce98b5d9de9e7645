import { QUEUE_ALERT_CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { deleteQueueAlertRule, updateQueueAlertRule } from '../alerts/queue-alert-rules.ts';

/** /queue-alert-system's writes beside 'Add Another': edit (and enable or disable), delete (alerts/queue-alert-rules.ts). */
export const queueAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  routeCall(app, QUEUE_ALERT_CALLS.update, async (request) =>
    updateQueueAlertRule(app.db, request.ctx, request.params.id, request.body, request.url),
  );
  routeCall(app, QUEUE_ALERT_CALLS.remove, async (request) => deleteQueueAlertRule(app.db, request.ctx, request.params.id, request.url));
};
