import { CREATE_MESSAGES, QUEUE_ALERT_CALLS, QUEUE_ALERT_MESSAGES } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { bodyErrorsAs422, HttpError, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import { queueAlertRules } from '../resources/queue-alerts.ts';
import { recordAdminAction } from '../admin-log/record-action.ts';

async function loadRule(db: Queryable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(queueAlertRules)} FROM ${queueAlertRules.from} WHERE qr.id = $1`, [id]);
  return rows[0];
}

/** /queue-alert-system's writes beside 'Add Another': edit (and enable or disable), delete; each action-logged in its transaction. */
export const queueAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  routeCall(app, QUEUE_ALERT_CALLS.update, async (request) => {
    const { id } = request.params;
    const changes = Object.entries(request.body).filter(([, v]) => v !== undefined);
    return app.db.transaction(async (tx) => {
      const before = await loadRule(tx, id);
      if (!before) throw notFound(QUEUE_ALERT_MESSAGES.notFound(id));
      if (changes.length > 0) {
        // Column names come from the schema's keys (our code); values only as parameters.
        const sets = changes.map(([key], i) => `${key} = $${i + 2}`);
        const taken = await tx.query(
          `UPDATE admin.queue_alert_rules SET ${sets.join(', ')}, updated_at = now(), updated_by = $${changes.length + 2}
             WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM admin.queue_alert_rules o WHERE o.name = $${changes.length + 3} AND o.id <> $1)`,
          [id, ...changes.map(([, v]) => v), request.ctx.adminId, request.body.name ?? before.name],
        );
        if (taken.rowCount === 0) throw new HttpError(422, { name: [CREATE_MESSAGES.duplicate('Queue alert rule', 'name')] });
      }
      const after = await loadRule(tx, id);
      await recordAdminAction(tx, request.ctx, 'queue_alert_rule.update', request.url, { id, before, after });
      return { data: after ?? null, message: QUEUE_ALERT_MESSAGES.updated(String(after?.name)) };
    });
  });

  routeCall(app, QUEUE_ALERT_CALLS.remove, async (request) => {
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const before = await loadRule(tx, id);
      if (!before) throw notFound(QUEUE_ALERT_MESSAGES.notFound(id));
      await tx.query('DELETE FROM admin.queue_alert_rules WHERE id = $1', [id]);
      await recordAdminAction(tx, request.ctx, 'queue_alert_rule.delete', request.url, { id, before });
      return { data: null, message: QUEUE_ALERT_MESSAGES.deleted(String(before.name)) };
    });
  });
};
