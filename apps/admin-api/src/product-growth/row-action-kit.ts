import { PRODUCT_ACTION_MESSAGES as M, type Product } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { notFound, type RequestContext } from '@bo/server-kit';
import { selectList } from '../list-engine/select.ts';
import type { ServerResource } from '../list-engine/types.ts';

/** One row action's input: the transaction, the product and page, the row's id and the request's body. */
export interface ActionInput {
  tx: Queryable;
  product: Product;
  resource: ServerResource;
  id: number;
  body: Record<string, unknown>;
  ctx: RequestContext;
  url: string;
}
export type Answer = { data: Row | null; message: string };

/** The row as the page shows it (its screen's columns). */
export async function rowOf(tx: Queryable, resource: ServerResource, id: number): Promise<Row | undefined> {
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
export async function existing(i: ActionInput, entity: string): Promise<Row> {
  const row = await rowOf(i.tx, i.resource, i.id);
  if (!row) throw notFound(M.notFound(entity, i.id));
  return row;
}

/** Switches a boolean or status column of a row of the product's app, logged with before and after. */
export function switcher(table: string, column: string, entity: string, action: string, message: (row: Row, value: never) => string) {
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
