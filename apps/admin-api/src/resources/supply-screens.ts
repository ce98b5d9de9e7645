import {
  appSupplierSettingsResource,
  cintImportsResource,
  IMPORT_MESSAGES,
  singleSurveyLinksResource,
  SUPPLIER_RECONCILIATION_IMPORT_MESSAGES,
  supplierReconciliationImportsResource,
  SUPPLY_MESSAGES,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import type { ImportRows } from '../list-engine/import-file.ts';
import type { ServerResource } from '../list-engine/types.ts';
import { booleanFilter, OPTIONS_SQL } from './options.ts';

/** Cint: the supplier whose reconciliation files /cint-imports loads. */
const CINT_SUPPLIER_ID = 8;

const LINK_STATUS = `CASE WHEN l.disabled THEN 'disabled' WHEN l.expires_at <= now() THEN 'expired' ELSE 'active' END`;
const LIVE_SURVEY_OPTIONS = `SELECT id AS value, id || ': ' || name AS label FROM admin.surveys WHERE status = 1 AND visibility = 1 ORDER BY id`;

/** /single-survey-links (migration 041): clicks and completes are the clicks that came through the link. */
export const singleSurveyLinks: ServerResource = {
  def: singleSurveyLinksResource,
  from: `admin.single_survey_links l JOIN admin.surveys s ON s.id = l.survey_id JOIN core.apps a ON a.id = l.app_id
    LEFT JOIN core.admins ad ON ad.id = l.created_by
    LEFT JOIN LATERAL (SELECT count(*)::int AS clicks, count(*) FILTER (WHERE c.status = 1)::int AS completes
      FROM admin.single_survey_link_clicks lc JOIN admin.clicks c ON c.id = lc.click_id WHERE lc.link_id = l.id) n ON true`,
  idExpr: 'l.id',
  idType: 'integer',
  columns: {
    id: 'l.id',
    survey_id: 'l.survey_id',
    survey_name: 's.name',
    app_id: 'l.app_id',
    app_name: 'a.name',
    token: 'l.token',
    expires_at: 'l.expires_at',
    clicks: 'n.clicks',
    completes: 'n.completes',
    status: LINK_STATUS,
    disabled: 'l.disabled',
    note: 'l.note',
    created_by_name: 'ad.name',
    created_at: 'l.created_at',
  },
  filters: { status: { where: (p) => `${LINK_STATUS} = ${p}` }, app_id: 'l.app_id', survey_id: 'l.survey_id' },
  options: { app_id: OPTIONS_SQL.apps },
  search: ({ pattern }) => `l.token ILIKE ${pattern} OR l.note ILIKE ${pattern}`,
  form: {
    table: 'admin.single_survey_links',
    unique: 'token',
    touch: { updated_by: 'admin', updated_at: 'now' },
    options: { survey_id: LIVE_SURVEY_OPTIONS, app_id: OPTIONS_SQL.apps },
  },
};

const monthOf = (first: string | null, last: string | null) => (first && last && first !== last ? `${first} to ${last}` : first);

interface ReconciliationSummary {
  rows_total: number;
  matched: number;
  newly_reconciled: number;
  already_reconciled: number;
  revenue_reversed: number;
  unmatched: number;
}

/** How a file's row names its complete: our click id, or the supplier's own transaction id. */
interface CompleteReference {
  clickId: number | null;
  transactionId: string | null;
}

/**
 * One supplier's rows of a reconciliation file, in the import's one transaction: the completes of the
 * supplier they name (by click id or by the supplier's transaction id) become 2 Reconciled (the
 * rollups' triggers mark their days); the file is recorded for the supplier with what it changed. Ids
 * we do not know, or that are not the supplier's completes, count as unmatched.
 */
async function reconcileSupplierClicks(
  tx: Queryable,
  supplierId: number,
  refs: readonly CompleteReference[],
  ctx: { adminId: number; fileName: string },
): Promise<{ importId: number; summary: ReconciliationSummary }> {
  const clickIds = [...new Set(refs.flatMap((r) => (r.clickId === null ? [] : [r.clickId])))];
  const transactionIds = [...new Set(refs.flatMap((r) => (r.transactionId === null ? [] : [r.transactionId])))];
  // Lock the matched completes first: two files reconciling the same click count it once.
  const { rows: matched } = await tx.query<{ id: string; already: boolean; revenue: string; month: string }>(
    `SELECT c.id, c.complete_status = 2 AS already, c.revenue, to_char(c.completed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month
     FROM admin.clicks c WHERE (c.id = ANY($1::bigint[]) OR c.supplier_transaction_id = ANY($3::text[])) AND c.supplier_id = $2 AND c.status = 1
     ORDER BY c.id FOR UPDATE`,
    [clickIds, supplierId, transactionIds],
  );
  const fresh = matched.filter((m) => !m.already);
  await tx.query(`UPDATE admin.clicks SET complete_status = 2, reconciled_at = now() WHERE id = ANY($1::bigint[])`, [
    fresh.map((m) => m.id),
  ]);
  const months = matched.map((m) => m.month).sort();
  const summary: ReconciliationSummary = {
    rows_total: refs.length,
    matched: matched.length,
    newly_reconciled: fresh.length,
    already_reconciled: matched.length - fresh.length,
    revenue_reversed: fresh.reduce((sum, m) => sum + Math.round(Number(m.revenue) * 100), 0),
    unmatched: Math.max(0, refs.length - matched.length),
  };
  const { rows: created } = await tx.query<{ id: number }>(
    `INSERT INTO admin.reconciliation_imports (supplier_id, file_name, month, rows_total, matched, newly_reconciled, already_reconciled,
       revenue_reversed, unmatched, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      supplierId,
      ctx.fileName || 'upload.csv',
      monthOf(months[0] ?? null, months.at(-1) ?? null),
      summary.rows_total,
      summary.matched,
      summary.newly_reconciled,
      summary.already_reconciled,
      (summary.revenue_reversed / 100).toFixed(2),
      summary.unmatched,
      ctx.adminId,
    ],
  );
  return { importId: created[0]!.id, summary };
}

/** What a reconciliation import changed (and its preview would): the file's figures, for the result. */
function reconciliationChanges(summary: ReconciliationSummary) {
  return {
    rows_updated: summary.newly_reconciled,
    changes: [
      { label: 'Rows', value: summary.rows_total },
      { label: 'Matched', value: summary.matched },
      { label: 'Newly reconciled', value: summary.newly_reconciled },
      { label: 'Already reconciled', value: summary.already_reconciled },
      { label: 'Revenue reversed $', value: (summary.revenue_reversed / 100).toFixed(2) },
      { label: 'Unmatched', value: summary.unmatched },
    ],
  };
}

const logImport = (tx: Queryable, adminId: number, resource: string, url: string, data: unknown) =>
  tx.query(
    `INSERT INTO admin.admin_logs (admin_id, type, action, request_url, data, origin) VALUES ($1, 'action', $2, $3, $4::jsonb, 'server')`,
    [adminId, `form.${resource}.import`, url, JSON.stringify(data)],
  );

/** A Cint reconciliation file: its click ids that are Cint (supplier 8) completes become 2 Reconciled. */
export async function writeCintImport(tx: Queryable, file: ImportRows, ctx: { adminId: number; fileName: string }) {
  const refs = file.rows.map((r) => ({ clickId: Number(r.values.click_id), transactionId: null }));
  const { importId, summary } = await reconcileSupplierClicks(tx, CINT_SUPPLIER_ID, refs, ctx);
  await logImport(tx, ctx.adminId, 'cint_imports', '/api/cint-imports/import', {
    import_id: importId,
    file: ctx.fileName,
    ...summary,
    revenue_reversed: (summary.revenue_reversed / 100).toFixed(2),
  });
  return reconciliationChanges(summary);
}

/**
 * Any supplier's reconciliation file (/supplier-reconciliations): each row a supplier id and a click id
 * or the supplier's transaction id; every supplier of the file is reconciled and recorded as its own
 * import, all in the one transaction (the engine has already refused the whole file for a bad cell,
 * naming it; a row naming no complete is refused here).
 */
export async function writeSupplierReconciliationImport(tx: Queryable, file: ImportRows, ctx: { adminId: number; fileName: string }) {
  const given = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';
  const problems = file.rows
    .filter((r) => !given(r.values.click_id) && !given(r.values.transaction_id))
    .map((r) => IMPORT_MESSAGES.row(r.rowNumber, 'click_id', SUPPLIER_RECONCILIATION_IMPORT_MESSAGES.noReference));
  if (problems.length > 0) throw unprocessable(problems.slice(0, 20));
  const bySupplier = new Map<number, CompleteReference[]>();
  for (const r of file.rows) {
    const supplierId = Number(r.values.supplier_id);
    const ref: CompleteReference = {
      clickId: given(r.values.click_id) ? Number(r.values.click_id) : null,
      transactionId: given(r.values.transaction_id) ? String(r.values.transaction_id).trim() : null,
    };
    bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), ref]);
  }
  const total: ReconciliationSummary = {
    rows_total: 0,
    matched: 0,
    newly_reconciled: 0,
    already_reconciled: 0,
    revenue_reversed: 0,
    unmatched: 0,
  };
  const importIds: number[] = [];
  for (const [supplierId, refs] of [...bySupplier].sort((a, b) => a[0] - b[0])) {
    const { importId, summary } = await reconcileSupplierClicks(tx, supplierId, refs, ctx);
    importIds.push(importId);
    for (const key of Object.keys(total) as (keyof ReconciliationSummary)[]) total[key] += summary[key];
  }
  await logImport(tx, ctx.adminId, 'supplier_reconciliation_imports', '/api/supplier-reconciliation-imports/import', {
    import_ids: importIds,
    file: ctx.fileName,
    ...total,
    revenue_reversed: (total.revenue_reversed / 100).toFixed(2),
  });
  return reconciliationChanges(total);
}

/** /cint-imports (migration 041). */
export const cintImports: ServerResource = {
  def: cintImportsResource,
  from: 'admin.reconciliation_imports ri LEFT JOIN core.admins ad ON ad.id = ri.uploaded_by',
  idExpr: 'ri.id',
  idType: 'integer',
  columns: {
    id: 'ri.id',
    file_name: 'ri.file_name',
    month: 'ri.month',
    rows_total: 'ri.rows_total',
    matched: 'ri.matched',
    newly_reconciled: 'ri.newly_reconciled',
    already_reconciled: 'ri.already_reconciled',
    revenue_reversed: 'ri.revenue_reversed::float8',
    unmatched: 'ri.unmatched',
    uploaded_by_name: 'ad.name',
    created_at: 'ri.created_at',
  },
  sorts: { revenue_reversed: 'ri.revenue_reversed' },
  filters: { created_at: 'ri.created_at' },
  search: ({ pattern }) => `ri.file_name ILIKE ${pattern}`,
  statistics: {
    newly_reconciled: 'coalesce(sum(ri.newly_reconciled), 0)',
    revenue_reversed: 'coalesce(sum(ri.revenue_reversed), 0)::float8',
  },
  import: { table: 'admin.reconciliation_imports', types: { click_id: 'bigint' }, write: writeCintImport },
};

/** /supplier-reconciliations' imports: every supplier's recorded files (the same table as Cint Imports). */
export const supplierReconciliationImports: ServerResource = {
  ...cintImports,
  def: supplierReconciliationImportsResource,
  from: 'admin.reconciliation_imports ri JOIN admin.suppliers su ON su.id = ri.supplier_id LEFT JOIN core.admins ad ON ad.id = ri.uploaded_by',
  columns: { ...cintImports.columns, supplier_id: 'ri.supplier_id', supplier_name: 'su.name' },
  filters: { supplier_id: 'ri.supplier_id', created_at: 'ri.created_at' },
  options: { supplier_id: OPTIONS_SQL.suppliers },
  import: {
    table: 'admin.reconciliation_imports',
    types: { supplier_id: 'int', click_id: 'bigint', transaction_id: 'text' },
    write: writeSupplierReconciliationImport,
  },
};

/**
 * App x supplier terms from a CSV, in the import's one transaction: a pair already set is updated, a new
 * one created. Enabled must be 1 or 0, the share at most 100, and a pair once per file (row and column named).
 */
export async function writeAppSupplierSettings(tx: Queryable, file: ImportRows, ctx: { adminId: number; fileName: string }) {
  const problems: string[] = [];
  const firstRow = new Map<string, number>();
  for (const r of file.rows) {
    const v = r.values;
    if (v.enabled !== 0 && v.enabled !== 1) problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'enabled', SUPPLY_MESSAGES.enabled));
    if (Number(v.publisher_share) > 100) problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'publisher_share', SUPPLY_MESSAGES.share));
    const pair = `${String(v.app_id)}:${String(v.supplier_id)}`;
    const seen = firstRow.get(pair);
    if (seen !== undefined) problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'supplier_id', IMPORT_MESSAGES.reason.duplicate(seen)));
    else firstRow.set(pair, r.rowNumber);
  }
  if (problems.length > 0) throw unprocessable(problems.slice(0, 20));
  const has = (key: string) => file.columns.some((c) => c.key === key);
  const rows = file.rows.map((r) => ({
    app_id: r.values.app_id,
    supplier_id: r.values.supplier_id,
    enabled: r.values.enabled === 1,
    publisher_share: r.values.publisher_share,
    min_cpi: r.values.min_cpi,
    max_loi: r.values.max_loi ?? null,
    daily_cap: r.values.daily_cap ?? null,
  }));
  // Optional columns left out of the file keep their values on an update.
  const keep = (column: string) => (has(column) ? `EXCLUDED.${column}` : `s.${column}`);
  const { rows: written } = await tx.query<{ inserted: boolean }>(
    `INSERT INTO admin.app_supplier_settings AS s (app_id, supplier_id, enabled, publisher_share, min_cpi, max_loi, daily_cap, updated_by, updated_at)
     SELECT x.app_id, x.supplier_id, x.enabled, x.publisher_share, x.min_cpi, x.max_loi, x.daily_cap, $2, now()
     FROM jsonb_to_recordset($1::jsonb) AS x(app_id int, supplier_id int, enabled boolean, publisher_share numeric, min_cpi numeric, max_loi int, daily_cap int)
     ON CONFLICT (app_id, supplier_id) DO UPDATE SET enabled = EXCLUDED.enabled, publisher_share = EXCLUDED.publisher_share,
       min_cpi = EXCLUDED.min_cpi, max_loi = ${keep('max_loi')}, daily_cap = ${keep('daily_cap')}, updated_by = EXCLUDED.updated_by, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows), ctx.adminId],
  );
  const created = written.filter((w) => w.inserted).length;
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, type, action, request_url, data, origin) VALUES ($1, 'action', 'form.app_supplier_settings.import', '/api/app-supplier-settings/import', $2::jsonb, 'server')`,
    [ctx.adminId, JSON.stringify({ file: ctx.fileName, rows: rows.length, created, updated: rows.length - created })],
  );
  return {
    rows_inserted: created,
    rows_updated: rows.length - created,
    changes: [
      { label: 'Rows', value: rows.length },
      { label: 'New pairs', value: created },
      { label: 'Updated pairs', value: rows.length - created },
    ],
  };
}

/** /app-supplier-settings (migration 041): completes 7 d from the app x supplier rollup. */
export const appSupplierSettings: ServerResource = {
  def: appSupplierSettingsResource,
  from: `admin.app_supplier_settings ss JOIN core.apps a ON a.id = ss.app_id JOIN admin.suppliers su ON su.id = ss.supplier_id
    LEFT JOIN core.admins ad ON ad.id = ss.updated_by
    LEFT JOIN LATERAL (SELECT sum(d.completes)::int AS completes FROM admin.daily_app_supplier_stats d
      WHERE d.app_id = ss.app_id AND d.supplier_id = ss.supplier_id AND d.day > (now() AT TIME ZONE 'UTC')::date - 7) c7 ON true`,
  idExpr: 'ss.id',
  idType: 'integer',
  columns: {
    id: 'ss.id',
    app_id: 'ss.app_id',
    app_name: 'a.name',
    supplier_id: 'ss.supplier_id',
    supplier_name: 'su.name',
    enabled: 'ss.enabled',
    publisher_share: 'ss.publisher_share::float8',
    min_cpi: 'ss.min_cpi::float8',
    max_loi: 'ss.max_loi',
    daily_cap: 'ss.daily_cap',
    completes_7d: 'coalesce(c7.completes, 0)',
    updated_by_name: 'ad.name',
    updated_at: 'ss.updated_at',
  },
  sorts: { publisher_share: 'ss.publisher_share', min_cpi: 'ss.min_cpi' },
  filters: { app_id: 'ss.app_id', supplier_id: 'ss.supplier_id', enabled: booleanFilter('ss.enabled') },
  options: { app_id: OPTIONS_SQL.apps, supplier_id: OPTIONS_SQL.suppliers },
  search: ({ pattern }) => `a.name ILIKE ${pattern} OR su.name ILIKE ${pattern}`,
  form: { table: 'admin.app_supplier_settings', touch: { updated_by: 'admin', updated_at: 'now' } },
  import: {
    table: 'admin.app_supplier_settings',
    types: {
      app_id: 'int',
      supplier_id: 'int',
      enabled: 'int',
      publisher_share: 'numeric',
      min_cpi: 'numeric',
      max_loi: 'int',
      daily_cap: 'int',
    },
    write: writeAppSupplierSettings,
  },
};
