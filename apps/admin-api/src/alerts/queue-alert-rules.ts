import { CREATE_MESSAGES, QUEUE_ALERT_MESSAGES, type ZQueueAlertRuleUpdate } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import type { z } from 'zod';
import { recordAdminAction } from '../admin-log/record-action.ts';
import { selectList } from '../list-engine/select.ts';
import { queueAlertRules } from '../resources/queue-alerts.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** What a rule's write answers: the rule after it (null once deleted) and the message shown. */
export interface RuleAnswer {
  data: Row | null;
  message: string;
}

async function loadRule(db: Queryable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(queueAlertRules)} FROM ${queueAlertRules.from} WHERE qr.id = $1`, [id]);
  return rows[0];
}

/**
 * /queue-alert-system's edit (and enable or disable), action-logged in its transaction. 404 for an unknown rule,
 * 422 naming `name` when another rule has the name.
 */
export function updateQueueAlertRule(
  db: Db,
  ctx: Context,
  id: number,
  body: z.output<typeof ZQueueAlertRuleUpdate>,
  url: string,
): Promise<RuleAnswer> {
  const changes = Object.entries(body).filter(([, v]) => v !== undefined);
  return db.transaction(async (tx) => {
    const before = await loadRule(tx, id);
    if (!before) throw notFound(QUEUE_ALERT_MESSAGES.notFound(id));
    if (changes.length > 0) {
      // Column names come from the schema's keys (our code); values only as parameters.
      const sets = changes.map(([key], i) => `${key} = $${i + 2}`);
      const taken = await tx.query(
        `UPDATE admin.queue_alert_rules SET ${sets.join(', ')}, updated_at = now(), updated_by = $${changes.length + 2}
           WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM admin.queue_alert_rules o WHERE o.name = $${changes.length + 3} AND o.id <> $1)`,
        [id, ...changes.map(([, v]) => v), ctx.adminId, body.name ?? before.name],
      );
      if (taken.rowCount === 0) throw new HttpError(422, { name: [CREATE_MESSAGES.duplicate('Queue alert rule', 'name')] });
    }
    const after = await loadRule(tx, id);
    await recordAdminAction(tx, ctx, 'queue_alert_rule.update', url, { id, before, after });
    return { data: after ?? null, message: QUEUE_ALERT_MESSAGES.updated(String(after?.name)) };
  });
}

/** /queue-alert-system's delete, action-logged in its transaction; 404 for an unknown rule. */
export function deleteQueueAlertRule(db: Db, ctx: Context, id: number, url: string): Promise<RuleAnswer> {
  return db.transaction(async (tx) => {
    const before = await loadRule(tx, id);
    if (!before) throw notFound(QUEUE_ALERT_MESSAGES.notFound(id));
    await tx.query('DELETE FROM admin.queue_alert_rules WHERE id = $1', [id]);
    await recordAdminAction(tx, ctx, 'queue_alert_rule.delete', url, { id, before });
    return { data: null, message: QUEUE_ALERT_MESSAGES.deleted(String(before.name)) };
  });
}
