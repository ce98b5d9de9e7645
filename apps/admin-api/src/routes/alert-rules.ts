import { ALERT_RULE_CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { ALERT_RULES, deleteRule, muteAlertRule, updateRule } from '../alerts/rule-writes.ts';

/** /alert-system's own writes beside 'Add Another': edit (and enable or disable), mute, delete (alerts/rule-writes.ts). */
export const alertRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  routeCall(app, ALERT_RULE_CALLS.update, async (request) =>
    updateRule(app.db, ALERT_RULES, request.ctx, request.params.id, request.body, request.url),
  );
  routeCall(app, ALERT_RULE_CALLS.mute, async (request) =>
    muteAlertRule(app.db, request.ctx, request.params.id, request.body.hours, request.url),
  );
  routeCall(app, ALERT_RULE_CALLS.remove, async (request) => deleteRule(app.db, ALERT_RULES, request.ctx, request.params.id, request.url));
};
