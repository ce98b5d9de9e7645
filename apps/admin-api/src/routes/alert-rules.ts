import { ALERT_RULE_CALLS, ALERT_RULE_MESSAGES, CREATE_MESSAGES } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { bodyErrorsAs422, HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import { alertRules } from '../resources/alert-rules.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

async function loadRule(db: Queryable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(alertRules)} FROM ${alertRules.from} WHERE ar.id = $1`, [id]);
  return rows[0];
}

/** /alert-system's own writes beside 'Add Another': edit (and enable or disable), mute, delete. */
export const alertRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  routeCall(app, ALERT_RULE_CALLS.update, async (request) => {
    const { id } = request.params;
    const changes = Object.entries(request.body).filter(([, v]) => v !== undefined);
    return app.db.transaction(async (tx) => {
      const before = await loadRule(tx, id);
      if (!before) throw notFound(ALERT_RULE_MESSAGES.notFound(id));
      if (changes.length > 0) {
        // Column names come from the schema's keys (our code); values only as parameters.
        const sets = changes.map(([key], i) => `${key} = $${i + 2}`);
        const taken = await tx.query(
          `UPDATE admin.alert_rules SET ${sets.join(', ')}, updated_at = now(), updated_by = $${changes.length + 2}
             WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM admin.alert_rules o WHERE o.name = $${changes.length + 3} AND o.id <> $1)`,
          [id, ...changes.map(([, v]) => v), request.ctx.adminId, request.body.name ?? before.name],
        );
        if (taken.rowCount === 0) throw new HttpError(422, { name: [CREATE_MESSAGES.duplicate('Alert rule', 'name')] });
      }
      const after = await loadRule(tx, id);
      await recordAdminAction(tx, request.ctx, 'alert_rule.update', request.url, { id, before, after });
      return { data: after ?? null, message: ALERT_RULE_MESSAGES.updated(String(after?.name)) };
    });
  });

  routeCall(app, ALERT_RULE_CALLS.mute, async (request) => {
    const { id } = request.params;
    const { hours } = request.body;
    return app.db.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE admin.alert_rules SET muted_until = CASE WHEN $2::int = 0 THEN NULL ELSE now() + $2::int * interval '1 hour' END,
             updated_at = now(), updated_by = $3 WHERE id = $1`,
        [id, hours, request.ctx.adminId],
      );
      if (!rowCount) throw notFound(ALERT_RULE_MESSAGES.notFound(id));
      const after = await loadRule(tx, id);
      await recordAdminAction(tx, request.ctx, 'alert_rule.mute', request.url, { id, hours });
      return { data: after ?? null, message: ALERT_RULE_MESSAGES.muted(String(after?.name), hours) };
    });
  });

  routeCall(app, ALERT_RULE_CALLS.remove, async (request) => {
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const before = await loadRule(tx, id);
      if (!before) throw notFound(ALERT_RULE_MESSAGES.notFound(id));
      await tx.query('DELETE FROM admin.alert_rules WHERE id = $1', [id]);
      await recordAdminAction(tx, request.ctx, 'alert_rule.delete', request.url, { id, before });
      return { data: null, message: ALERT_RULE_MESSAGES.deleted(String(before.name)) };
    });
  });
};
