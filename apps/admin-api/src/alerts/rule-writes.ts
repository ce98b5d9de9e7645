import { ALERT_RULE_MESSAGES, CREATE_MESSAGES, QUEUE_ALERT_MESSAGES } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';
import type { ServerResource } from '../list-engine/types.ts';
import { selectList } from '../list-engine/select.ts';
import { alertRules } from '../resources/alert-rules.ts';
import { queueAlertRules } from '../resources/queue-alerts.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** What a rule's write answers: the rule after it (null once deleted) and the message shown. */
export interface RuleAnswer {
  data: Row | null;
  message: string;
}

/** A table of rules with page-holder writes beside 'Add Another': its rows, screen, messages and action names. */
interface RuleTable {
  table: string;
  /** The table screen whose row the answers carry, and the alias of the table in its FROM. */
  resource: ServerResource;
  alias: string;
  entity: string;
  action: string;
  messages: { updated: (name: string) => string; deleted: (name: string) => string; notFound: (id: number | string) => string };
}

/** /alert-system's metric rules. */
export const ALERT_RULES: RuleTable = {
  table: 'admin.alert_rules',
  resource: alertRules,
  alias: 'ar',
  entity: 'Alert rule',
  action: 'alert_rule',
  messages: ALERT_RULE_MESSAGES,
};

/** /queue-alert-system's queue rules. */
export const QUEUE_ALERT_RULES: RuleTable = {
  table: 'admin.queue_alert_rules',
  resource: queueAlertRules,
  alias: 'qr',
  entity: 'Queue alert rule',
  action: 'queue_alert_rule',
  messages: QUEUE_ALERT_MESSAGES,
};

async function loadRule(db: Queryable, rules: RuleTable, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(rules.resource)} FROM ${rules.resource.from} WHERE ${rules.alias}.id = $1`, [
    id,
  ]);
  return rows[0];
}

/**
 * A rule's edit (and enable or disable), action-logged in its transaction. 404 for an unknown rule, 422 naming
 * `name` when another rule has the name. The body's keys are the contract schema's (column names, our code).
 */
export function updateRule(
  db: Db,
  rules: RuleTable,
  ctx: Context,
  id: number,
  body: Record<string, unknown>,
  url: string,
): Promise<RuleAnswer> {
  const changes = Object.entries(body).filter(([, v]) => v !== undefined);
  return db.transaction(async (tx) => {
    const before = await loadRule(tx, rules, id);
    if (!before) throw notFound(rules.messages.notFound(id));
    if (changes.length > 0) {
      // Column names come from the schema's keys (our code); values only as parameters.
      const sets = changes.map(([key], i) => `${key} = $${i + 2}`);
      const taken = await tx.query(
        `UPDATE ${rules.table} SET ${sets.join(', ')}, updated_at = now(), updated_by = $${changes.length + 2}
           WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM ${rules.table} o WHERE o.name = $${changes.length + 3} AND o.id <> $1)`,
        [id, ...changes.map(([, v]) => v), ctx.adminId, body.name ?? before.name],
      );
      if (taken.rowCount === 0) throw new HttpError(422, { name: [CREATE_MESSAGES.duplicate(rules.entity, 'name')] });
    }
    const after = await loadRule(tx, rules, id);
    await recordAdminAction(tx, ctx, `${rules.action}.update`, url, { id, before, after });
    return { data: after ?? null, message: rules.messages.updated(String(after?.name)) };
  });
}

/** A rule's delete, action-logged in its transaction; 404 for an unknown rule. */
export function deleteRule(db: Db, rules: RuleTable, ctx: Context, id: number, url: string): Promise<RuleAnswer> {
  return db.transaction(async (tx) => {
    const before = await loadRule(tx, rules, id);
    if (!before) throw notFound(rules.messages.notFound(id));
    await tx.query(`DELETE FROM ${rules.table} WHERE id = $1`, [id]);
    await recordAdminAction(tx, ctx, `${rules.action}.delete`, url, { id, before });
    return { data: null, message: rules.messages.deleted(String(before.name)) };
  });
}

/** /alert-system's mute for so many hours (0 lifts it), action-logged in its transaction; 404 for an unknown rule. */
export function muteAlertRule(db: Db, ctx: Context, id: number, hours: number, url: string): Promise<RuleAnswer> {
  return db.transaction(async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE admin.alert_rules SET muted_until = CASE WHEN $2::int = 0 THEN NULL ELSE now() + $2::int * interval '1 hour' END,
           updated_at = now(), updated_by = $3 WHERE id = $1`,
      [id, hours, ctx.adminId],
    );
    if (!rowCount) throw notFound(ALERT_RULE_MESSAGES.notFound(id));
    const after = await loadRule(tx, ALERT_RULES, id);
    await recordAdminAction(tx, ctx, 'alert_rule.mute', url, { id, hours });
    return { data: after ?? null, message: ALERT_RULE_MESSAGES.muted(String(after?.name), hours) };
  });
}
