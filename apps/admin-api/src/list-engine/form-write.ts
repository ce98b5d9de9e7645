import { ADMIN_LOG_SERVER_ACTIONS, editSchema, FORM_MESSAGES, type FormField, type ResourceForm } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound } from '@bo/server-kit';
import { parseId } from './detail.ts';
import { selectList } from './select.ts';
import { SqlParams } from './sql.ts';
import type { FormSql, FormUniqueKey, FormWriter, ServerResource } from './types.ts';

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

const rowName = (form: ResourceForm, row: Values | undefined) => String(row?.[form.nameField] ?? '');

/** The table's key column ('id' unless the resource names another). */
const keyOf = (sql: FormSql) => sql.key ?? 'id';

/** The keys that must stay unique; a key column the form fills (a VIP's user id) is one of them. */
function uniqueKeys(form: ResourceForm, sql: FormSql): readonly FormUniqueKey[] {
  const keys = typeof sql.unique === 'string' ? [{ columns: [sql.unique] }] : (sql.unique ?? []);
  const key = keyOf(sql);
  return form.fields.some((f) => f.key === key) && !keys.some((k) => k.columns.length === 1 && k.columns[0] === key)
    ? [{ columns: [key] }, ...keys]
    : keys;
}

/** 409 with the duplicate message under each form field of the key, naming them ('source key'). */
function duplicate(form: ResourceForm, key: FormUniqueKey): HttpError {
  const fields = form.fields.filter((f) => key.columns.includes(f.key));
  const named = fields.length > 0 ? fields.map((f) => f.label.toLowerCase()).join(' and ') : key.columns.join(' and ');
  const message = FORM_MESSAGES.duplicate(form.entity, named);
  const keys = fields.length > 0 ? fields.map((f) => f.key) : [key.columns[0]!];
  return new HttpError(409, Object.fromEntries(keys.map((k) => [k, [message]])));
}

/**
 * Refuses the row (as it will be written: the form's values over the fixed columns or the stored row)
 * when another row holds the same values of a unique key; a key with an empty value cannot collide.
 */
async function checkUnique(tx: Queryable, form: ResourceForm, sql: FormSql, row: Values, exceptId?: number): Promise<void> {
  for (const key of uniqueKeys(form, sql)) {
    const values = key.columns.map((c) => row[c]);
    if (values.some((v) => v === null || v === undefined)) continue;
    const params = new SqlParams();
    // Column names are ours (the resource's key); values only as parameters.
    const where = key.columns.map((c, i) =>
      key.ignoreCase ? `lower(${c}::text) = lower(${params.add(values[i])}::text)` : `${c} = ${params.add(values[i])}`,
    );
    if (exceptId !== undefined) where.push(`${keyOf(sql)} <> ${params.add(exceptId)}`);
    const taken = await tx.query(`SELECT 1 FROM ${sql.table} WHERE ${where.join(' AND ')} LIMIT 1`, params.values);
    if (taken.rows.length > 0) throw duplicate(form, key);
  }
}

/** A field whose value must name an existing row (`exists` SQL, the value as $1): else 422 naming the field. */
async function checkExists(db: Queryable, form: ResourceForm, sql: FormSql, values: Values): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [key, query] of Object.entries(sql.exists ?? {})) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    const { rows } = await db.query(query, [value]);
    const label = form.fields.find((f) => f.key === key)?.label ?? key;
    if (rows.length === 0) errors[key] = [FORM_MESSAGES.unknownValue(label, String(value))];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);
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

/**
 * Runs a write; a unique index the pre-checks missed (a race) still answers 409 naming the constraint's
 * key when it is one of the resource's (else its first), never a 500.
 */
async function guarded<T>(form: ResourceForm, sql: FormSql, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const keys = uniqueKeys(form, sql);
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION || keys.length === 0) throw error;
    const detail = String((error as { detail?: string }).detail ?? '');
    throw duplicate(form, keys.find((k) => k.columns.every((c) => detail.includes(c))) ?? keys[0]!);
  }
}

/** The schema's keys written as the table's columns: all but the fields kept outside it. */
const tableColumns = (sql: FormSql, keys: readonly string[]) => keys.filter((k) => !(k in (sql.outside ?? {})));

/** Hands each field kept outside the table its value (a value left out of the request changes nothing). */
async function writeOutside(tx: Queryable, sql: FormSql, id: number, values: Values): Promise<void> {
  for (const [key, write] of Object.entries(sql.outside ?? {})) if (values[key] !== undefined) await write(tx, id, values[key]);
}

/** The touched columns as SQL values: now(), or the admin's id as a parameter. */
const touchValues = (sql: FormSql, params: SqlParams, adminId: number) =>
  Object.entries(sql.touch ?? {}).map(([column, v]) => [column, v === 'now' ? 'now()' : `${params.add(adminId)}::int`] as const);

/** The fixed columns (create only): values of our code, as parameters. */
const fixedValues = (sql: FormSql, params: SqlParams) =>
  Object.entries(sql.fixed ?? {}).map(([column, v]) => [column, params.add(v)] as const);

/**
 * POST {url}: inserts one row already checked by the form's schema (the route's body schema) and
 * answers it with the resource's columns. A taken unique key answers 409 naming its fields and writes nothing.
 */
export async function runCreate(db: Db, resource: ServerResource, values: Values, ctx: Writer, url: string) {
  const { form, sql } = formOf(resource);
  return guarded(form, sql, () =>
    db.transaction(async (tx) => {
      await checkServerOptions(tx, form.fields, sql, values);
      await checkExists(tx, form, sql, values);
      await sql.check?.(tx, values, ctx, null);
      // Column names come from the schema's keys (our code), values only as parameters.
      const columns = tableColumns(sql, Object.keys(form.schema.shape));
      await checkUnique(tx, form, sql, { ...Object.fromEntries(columns.map((c) => [c, values[c] ?? null])), ...sql.fixed });
      const params = new SqlParams();
      const set = [
        ...columns.map((c) => [c, params.add(values[c] ?? null)] as const),
        ...touchValues(sql, params, ctx.adminId),
        ...fixedValues(sql, params),
      ];
      const inserted = await tx.query<{ id: number | string }>(
        `INSERT INTO ${sql.table} (${set.map(([c]) => c).join(', ')}) VALUES (${set.map(([, v]) => v).join(', ')}) RETURNING ${keyOf(sql)} AS id`,
        params.values,
      );
      const id = inserted.rows[0]!.id;
      await writeOutside(tx, sql, Number(id), values);
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
  const columns = tableColumns(sql, Object.keys(editSchema(form).shape));
  return guarded(form, sql, () =>
    db.transaction(async (tx) => {
      const before = await loadRow(tx, resource, id);
      if (!before) throw notFound(FORM_MESSAGES.notFound(form.entity, id));
      await checkServerOptions(tx, form.fields, sql, values);
      await checkExists(tx, form, sql, values);
      await sql.check?.(tx, values, ctx, id);
      const stored = await tx.query<Row>(`SELECT * FROM ${sql.table} WHERE ${keyOf(sql)} = $1`, [id]);
      const edited = Object.fromEntries(columns.map((c) => [c, values[c] ?? null]));
      await checkUnique(tx, form, sql, { ...stored.rows[0], ...edited }, id);
      const params = new SqlParams();
      const idParam = params.add(id);
      // The fixed columns stay as created: an edit never moves a row to another product.
      const set = [...columns.map((c) => [c, params.add(values[c] ?? null)] as const), ...touchValues(sql, params, ctx.adminId)];
      await tx.query(
        `UPDATE ${sql.table} SET ${set.map(([c, v]) => `${c} = ${v}`).join(', ')} WHERE ${keyOf(sql)} = ${idParam}`,
        params.values,
      );
      await writeOutside(tx, sql, id, values);
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
