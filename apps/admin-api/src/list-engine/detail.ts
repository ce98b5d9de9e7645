import { LIST_MESSAGES } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { badRequest, notFound } from '@bo/server-kit';
import { selectList } from './select.ts';
import type { ServerResource } from './types.ts';

const ID = /^\d{1,15}$/;

/** A route's `:id`, which must be a whole number (anything else is a 400, never a SQL error). */
export function parseId(raw: string): number {
  if (!ID.test(raw) || !Number.isSafeInteger(Number(raw))) throw badRequest({ id: [LIST_MESSAGES.wholeNumber] });
  return Number(raw);
}

/** GET {url}/:id: the row with the resource's columns, or 404 'Survey 123 not found'. */
export async function runDetail(db: Queryable, resource: ServerResource, rawId: string): Promise<{ data: Row }> {
  const entity = resource.def.detail?.entity ?? resource.def.title;
  const id = parseId(rawId);
  const { rows } = await db.query<Row>(
    `SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.idExpr} = $1::${resource.idType ?? 'bigint'} LIMIT 1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(LIST_MESSAGES.notFound(entity, id));
  return { data: row };
}
