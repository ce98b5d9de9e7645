import { CREATE_MESSAGES, LIST_MESSAGES } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { HttpError } from '@bo/server-kit';
import { selectList } from './select.ts';
import { SqlParams } from './sql.ts';
import type { ServerResource } from './types.ts';

/**
 * 'Add Another': inserts one row already checked by the definition's schema (the route's body
 * schema), and answers it with the resource's columns. A value that must stay unique and is taken
 * answers 422 naming the field, and writes nothing (ON CONFLICT DO NOTHING: no failed statement).
 */
export async function runCreate(db: Queryable, resource: ServerResource, values: Record<string, unknown>, adminId: number) {
  const create = resource.def.create!;
  const spec = resource.create!;
  const params = new SqlParams();
  // Column names come from the schema's keys (our code), values only as parameters.
  const columns = Object.keys(create.schema.shape);
  const touch = Object.entries(spec.touch ?? {});
  const target = [...columns, ...touch.map(([column]) => column)];
  const source = [
    ...columns.map((c) => params.add(values[c] ?? null)),
    ...touch.map(([, v]) => (v === 'now' ? 'now()' : `${params.add(adminId)}::int`)),
  ];
  const conflict = spec.unique ? ` ON CONFLICT (${spec.unique}) DO NOTHING` : '';
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO ${spec.table} (${target.join(', ')}) VALUES (${source.join(', ')})${conflict} RETURNING id`,
    params.values,
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) {
    const field = create.fields.find((f) => f.key === spec.unique);
    throw new HttpError(422, { [spec.unique!]: [CREATE_MESSAGES.duplicate(create.entity, (field?.label ?? spec.unique!).toLowerCase())] });
  }
  const { rows } = await db.query<Row>(`SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.idExpr} = $1`, [id]);
  if (!rows[0]) throw new Error(LIST_MESSAGES.notFound(create.entity, id));
  return { data: rows[0], message: CREATE_MESSAGES.created(create.entity, String(values[create.nameField])) };
}
