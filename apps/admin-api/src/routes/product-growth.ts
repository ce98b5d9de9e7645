import {
  PRODUCT_ACTION_MESSAGES as M,
  PRODUCT_ROW_ACTIONS,
  RESENDABLE_TEMPLATES,
  productByPrefix,
  productPageKind,
  productRowActionCall,
  type Product,
} from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { bodyErrorsAs422, HttpError, notFound, routeCall, type FastifyPluginAsyncZod, type RequestContext } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import type { ServerResource } from '../list-engine/types.ts';
import { productGrowthServerResources } from '../resources/products-growth.ts';
import { recordUserAction } from '../user-actions/audit.ts';

interface ActionInput {
  tx: Queryable;
  product: Product;
  resource: ServerResource;
  id: number;
  body: Record<string, unknown>;
  ctx: RequestContext;
  url: string;
}
type Answer = { data: Row | null; message: string };

async function rowOf(tx: Queryable, resource: ServerResource, id: number): Promise<Row | undefined> {
  const { rows } = await tx.query<Row>(`SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.idExpr} = $1`, [id]);
  return rows[0];
}

/** Every write is action-logged (specification 04, rule 7) with the row before and after. */
async function logAction(i: ActionInput, action: string, data: unknown): Promise<void> {
  await i.tx.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [i.ctx.adminId, i.ctx.originalAdminId ?? null, action, i.url, JSON.stringify(data)],
  );
}

/** A row of the product's page, or 404: another product's row is not found here. */
async function existing(i: ActionInput, entity: string): Promise<Row> {
  const row = await rowOf(i.tx, i.resource, i.id);
  if (!row) throw notFound(M.notFound(entity, i.id));
  return row;
}

/** Switches a boolean or status column of a row of the product's app, logged with before and after. */
function switcher(table: string, column: string, entity: string, action: string, message: (row: Row, value: never) => string) {
  return async (i: ActionInput): Promise<Answer> => {
    const before = await existing(i, entity);
    const value = i.body[column];
    await i.tx.query(`UPDATE ${table} SET ${column} = $2, updated_at = now() WHERE id = $1 AND app_id = $3`, [
      i.id,
      value,
      i.product.appId,
    ]);
    const after = (await rowOf(i.tx, i.resource, i.id)) ?? null;
    await logAction(i, action, { app_id: i.product.appId, id: i.id, before, after });
    return { data: after, message: message(before, value as never) };
  };
}

/** The handlers by page kind and action key (the contract's PRODUCT_ROW_ACTIONS). */
const HANDLERS: Readonly<Record<string, (i: ActionInput) => Promise<Answer>>> = {
  'affiliate_partners.status': switcher(
    'admin.affiliate_partners',
    'status',
    'Affiliate partner',
    'affiliate_partner.status',
    (row, v: number) => M.partnerStatus(String(row.name), v),
  ),
  'triggers.enabled': switcher('admin.triggers', 'enabled', 'Trigger', 'trigger.enabled', (row, v: boolean) =>
    M.enabled('Trigger', `${String(row.event)} ${String(row.action)}`, v),
  ),
  'adjust_config.enabled': switcher('admin.adjust_config', 'enabled', 'Adjust event', 'adjust_config.enabled', (row, v: boolean) =>
    M.enabled('Adjust event', `${String(row.our_event)} (${String(row.platform)})`, v),
  ),
  'vip_users.tier': async (i) => {
    const before = await existing(i, 'VIP user');
    await i.tx.query('UPDATE admin.vip_users SET tier = $2, admin_id = $3 WHERE user_id = $1 AND app_id = $4', [
      i.id,
      i.body.tier,
      i.ctx.adminId,
      i.product.appId,
    ]);
    await recordUserAction(i.tx, i.ctx, {
      userId: i.id,
      action: 'vip_tier',
      requestUrl: i.url,
      before: { tier: before.tier },
      after: { tier: i.body.tier },
    });
    return { data: (await rowOf(i.tx, i.resource, i.id)) ?? null, message: M.vipTier(i.id, String(i.body.tier)) };
  },
  'vip_users.delete': async (i) => {
    const before = await existing(i, 'VIP user');
    await i.tx.query('DELETE FROM admin.vip_users WHERE user_id = $1 AND app_id = $2', [i.id, i.product.appId]);
    await recordUserAction(i.tx, i.ctx, {
      userId: i.id,
      action: 'vip_remove',
      requestUrl: i.url,
      before: { tier: before.tier, note: before.note },
      after: null,
    });
    return { data: null, message: M.vipRemoved(i.id) };
  },
  'emails.resend': async (i) => {
    const email = await existing(i, 'E-mail');
    if (!(RESENDABLE_TEMPLATES as readonly string[]).includes(String(email.template)))
      throw new HttpError(422, { template: [M.notResendable(RESENDABLE_TEMPLATES)] });
    const { rows } = await i.tx.query<{ id: number }>(
      `INSERT INTO admin.email_logs (app_id, user_id, template, subject, language, status, resent_from, admin_id)
       SELECT app_id, user_id, template, subject, language, 'sent', id, $2 FROM admin.email_logs WHERE id = $1 RETURNING id`,
      [i.id, i.ctx.adminId],
    );
    const userId = Number(email.user_id);
    await recordUserAction(i.tx, i.ctx, {
      userId,
      action: 'email_resend',
      requestUrl: i.url,
      before: { email_id: i.id, status: email.status },
      after: { email_id: rows[0]!.id, template: email.template },
    });
    return { data: (await rowOf(i.tx, i.resource, rows[0]!.id)) ?? null, message: M.resent(String(email.template), userId) };
  },
};

/** The growth pages' row actions (issue 16), each in one transaction with its log entry. */
export const productGrowthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A body the schema refuses is a form error (422 naming the field), as 'Add Another' answers.
  bodyErrorsAs422(app);
  for (const resource of productGrowthServerResources) {
    const product = productByPrefix(resource.def.name.slice(0, 2))!;
    const kind = productPageKind(resource.def.name);
    for (const action of PRODUCT_ROW_ACTIONS[kind] ?? []) {
      const handler = HANDLERS[`${kind}.${action.key}`];
      if (!handler) throw new Error(`Row action ${kind}.${action.key} has no handler`);
      routeCall(app, productRowActionCall(resource.def, action), async (request) =>
        app.db.transaction((tx) =>
          handler({
            tx,
            product,
            resource,
            id: request.params.id,
            body: (request.body ?? {}) as Record<string, unknown>,
            ctx: request.ctx,
            url: request.url,
          }),
        ),
      );
    }
  }
};
