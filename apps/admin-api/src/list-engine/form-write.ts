import { ADMIN_LOG_SERVER_ACTIONS, editSchema, FORM_MESSAGES, type FormField, type ResourceForm } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound } from '@bo/server-kit';
import { parseId } from './detail.ts';
import { selectList } from './select.ts';
import { SqlParams } from './sql.ts';
import type { FormSql, FormWriter, ServerResource } from './types.ts';

type Values = Record<string, unknown>;
type Writer = FormWriter;
const UNIQUE_VIOLATION = '23505';

function formOf(resource: ServerResource): { form: ResourceForm; sql: FormSql } {
  return { form: resource.def.form!, sql: resource.form! };
}

async function loadRow(db: Queryable, resource: ServerResource, id: number): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(`SELECT ${selectList(resource)} FROM ${resource.from} WHERE ${resource.idExpr} = $1`, [id]);
  return rows[0];
}

/** The table's key column: id unless the resource names another (a survey's terms are keyed by the survey). */
const keyOf = (sql: FormSql) => sql.key ?? 'id';

const rowName = (form: ResourceForm, row: Values | undefined) => String(row?.[form.nameField] ?? '');

function duplicate(form: ResourceForm, sql: FormSql): HttpError {
  const field = form.fields.find((f) => f.key === sql.unique);
  return new HttpError(422, { [sql.unique!]: [FORM_MESSAGES.duplicate(form.entity, (field?.label ?? sql.unique!).toLowerCase())] });
}

/** Every write of the engine is action-logged (specification 04, rule 7) with the row before and after. */
async function logWrite(tx: Queryable, resource: ServerResource, ctx: Writer, url: string, write: string, data: Values): Promise<void> {
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, original_admin_id, type, action, request_url, data, origin)
     VALUES ($1, $2, 'action', $3, $4, $5::jsonb, 'server')`,
    [
      ctx.adminId,
      ctx.originalAdminId ?? null,
      `${ADMIN_LOG_SERVER_ACTIONS.formWritePrefix}${resource.def.name}.${write}`,
      url,
      JSON.stringify(data),
    ],
  );
}

/** A value of a 'server' options field must be one of the options its SQL answers (422 naming the field). */
async function checkServerOptions(db: Queryable, fields: readonly FormField[], sql: FormSql, values: Values): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.options !== 'server' || value === null || value === undefined) continue;
    const chosen = (Array.isArray(value) ? value : [value]).map(String);
    if (chosen.length === 0) continue;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(DISTINCT o.value::text)::int AS n FROM (${sql.options![field.key]}) o WHERE o.value::text = ANY($1::text[])`,
      [chosen],
    );
    if (rows[0]!.n !== new Set(chosen).size) errors[field.key] = [FORM_MESSAGES.notOption(field.label)];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
}

/** Runs a write; a unique index the pre-checks missed (a race) still answers the duplicate, never a 500. */
async function guarded<T>(form: ResourceForm, sql: FormSql, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sql.unique && (error as { code?: string }).code === UNIQUE_VIOLATION) throw duplicate(form, sql);
    throw error;
  }
}

/** The touched columns as SQL values (now(), or the admin's id as a parameter) and the fixed ones. */
const touchValues = (sql: FormSql, params: SqlParams, adminId: number) => [
  ...Object.entries(sql.touch ?? {}).map(([column, v]) => [column, v === 'now' ? 'now()' : `${params.add(adminId)}::int`] as const),
  ...Object.entries(sql.fixed ?? {}).map(([column, v]) => [column, params.add(v)] as const),
];

/**
 * POST {url}: inserts one row already checked by the form's schema (the route's body schema) and
 * answers it with the resource's columns. A taken unique value answers 422 naming the field and writes nothing.
 */
export async function runCreate(db: Db, resource: ServerResource, values: Values, ctx: Writer, url: string) {
  const { form, sql } = formOf(resource);
  return guarded(form, sql, () =>
    db.transaction(async (tx) => {
      await checkServerOptions(tx, form.fields, sql, values);
      await sql.check?.(tx, values, ctx, null);
      const params = new SqlParams();
      // Column names come from the schema's keys (our code), values only as parameters.
      const columns = Object.keys(form.schema.shape);
      const set = [...columns.map((c) => [c, params.add(values[c] ?? null)] as const), ...touchValues(sql, params, ctx.adminId)];
      const conflict = sql.unique ? ` ON CONFLICT (${[sql.unique, ...(sql.uniqueWith ?? [])].join(', ')}) DO NOTHING` : '';
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO ${sql.table} (${set.map(([c]) => c).join(', ')}) VALUES (${set.map(([, v]) => v).join(', ')})${conflict} RETURNING ${keyOf(sql)} AS id`,
        params.values,
      );
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw duplicate(form, sql);
      await sql.afterWrite?.(tx, Number(id), 'create', ctx, url);
      const after = await loadRow(tx, resource, Number(id));
      await logWrite(tx, resource, ctx, url, 'create', { id: Number(id), after: after ?? null });
      return { data: after ?? {}, message: FORM_MESSAGES.created(form.entity, String(values[form.nameField])) };
    }),
  );
}

/** PUT {url}/:id: the edit form's fields (all but the createOnly ones) written over the row, in one transaction. */
export async function runUpdate(db: Db, resource: ServerResource, rawId: string, values: Values, ctx: Writer, url: string) {
  const { form, sql } = formOf(resource);
  const id = parseId(rawId);
  const columns = Object.keys(editSchema(form).shape);
  return guarded(form, sql, () =>
    db.transaction(async (tx) => {
      const before = await loadRow(tx, resource, id);
      if (!before) throw notFound(FORM_MESSAGES.notFound(form.entity, id));
      await checkServerOptions(tx, form.fields, sql, values);
      await sql.check?.(tx, values, ctx, id);
      if (sql.unique && columns.includes(sql.unique)) {
        // The scope columns an edit may not change keep their stored value.
        const scope = (sql.uniqueWith ?? []).map((c, i) => `AND ${c} = $${i + 3}`).join(' ');
        const scopeValues = (sql.uniqueWith ?? []).map((c) => (columns.includes(c) ? values[c] : before[c]));
        const taken = await tx.query(`SELECT 1 FROM ${sql.table} WHERE ${sql.unique} = $1 AND ${keyOf(sql)} <> $2 ${scope}`, [
          values[sql.unique],
          id,
          ...scopeValues,
        ]);
        if (taken.rows.length > 0) throw duplicate(form, sql);
      }
      const params = new SqlParams();
      const idParam = params.add(id);
      const set = [...columns.map((c) => [c, params.add(values[c] ?? null)] as const), ...touchValues(sql, params, ctx.adminId)];
      await tx.query(
        `UPDATE ${sql.table} SET ${set.map(([c, v]) => `${c} = ${v}`).join(', ')} WHERE ${keyOf(sql)} = ${idParam}`,
        params.values,
      );
      await sql.afterWrite?.(tx, id, 'update', ctx, url);
      const after = await loadRow(tx, resource, id);
      await logWrite(tx, resource, ctx, url, 'update', { id, before, after: after ?? null });
      return { data: after ?? null, message: FORM_MESSAGES.saved(form.entity, rowName(form, after)) };
    }),
  );
}

/** DELETE {url}/:id: refused with 409 while rows depend on the record (nothing written); otherwise deleted and logged. */
export async function runDelete(db: Db, resource: ServerResource, rawId: string, ctx: Writer, url: string) {
  const { form, sql } = formOf(resource);
  const id = parseId(rawId);
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, resource, id);
    if (!before) throw notFound(FORM_MESSAGES.notFound(form.entity, id));
    // Lock the row first, so no dependant lands between the count and the delete.
    await tx.query(`SELECT 1 FROM ${sql.table} WHERE ${keyOf(sql)} = $1 FOR UPDATE`, [id]);
    const uses: string[] = [];
    for (const dependant of sql.dependants ?? []) {
      const { rows } = await tx.query<{ count: string | number }>(dependant.count, [id]);
      const n = Number(rows[0]?.count ?? 0);
      if (n > 0) uses.push(`${n.toLocaleString('en-US')} ${dependant.label}`);
    }
    if (uses.length > 0) throw new HttpError(409, FORM_MESSAGES.inUse(form.entity, rowName(form, before), uses.join(', ')));
    await sql.afterWrite?.(tx, id, 'delete', ctx, url);
    await tx.query(`DELETE FROM ${sql.table} WHERE ${keyOf(sql)} = $1`, [id]);
    await logWrite(tx, resource, ctx, url, 'delete', { id, before });
    return { data: null, message: FORM_MESSAGES.deleted(form.entity, rowName(form, before)) };
  });
}

/** GET {url}/form-options: the options of every 'server' field, as its SQL answers them. */
export async function runFormOptions(db: Queryable, resource: ServerResource) {
  const { form, sql } = formOf(resource);
  const data: Record<string, { value: string | number; label: string }[]> = {};
  for (const field of form.fields) {
    if (field.options !== 'server') continue;
    const { rows } = await db.query<{ value: string | number; label: string }>(
      `SELECT o.value, o.label::text AS label FROM (${sql.options![field.key]}) o ORDER BY 2, 1`,
    );
    data[field.key] = rows.map((r) => ({
      value: typeof r.value === 'string' && /^\d+$/.test(r.value) ? Number(r.value) : r.value,
      label: r.label,
    }));
  }
  return { data };
}
