import { IAP_IMPORT_MESSAGES, IMPORT_MESSAGES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import type { ImportRows } from '../list-engine/import-file.ts';

const MOMENT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:?\d{2})?$/;
const toIso = (text: string) => {
  const plain = /[Zz]|[+-]\d{2}:?\d{2}$/.test(text.slice(10)) ? text : `${text}Z`;
  const time = Date.parse(plain.replace(' ', 'T'));
  return MOMENT.test(text) && !Number.isNaN(time) ? new Date(time).toISOString() : null;
};

/**
 * /offer-iap-imports: a provider's IAP file, in one transaction. Rows naming a user and an offer we
 * know become offer_iap_transactions of the new import; the others are counted unmatched. A bad time,
 * or offers of two providers, refuses the file (422 naming row and column) and nothing is written.
 */
export async function writeIapImport(tx: Queryable, file: ImportRows, ctx: { adminId: number; fileName: string }) {
  const problems: string[] = [];
  const rows = file.rows.map((r) => {
    const time = toIso(String(r.values.time ?? ''));
    if (!time) problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'time', IAP_IMPORT_MESSAGES.time));
    return {
      row: r.rowNumber,
      user_id: r.values.user_id,
      offer_id: r.values.offer_id,
      value: r.values.value,
      tid: r.values.transaction_id,
      time,
    };
  });
  if (problems.length > 0) throw unprocessable(problems.slice(0, 20));
  const { rows: matched } = await tx.query<{ row: number; provider_id: number; provider: string }>(
    `SELECT x.row, o.provider_id, op.name AS provider
     FROM jsonb_to_recordset($1::jsonb) AS x(row int, user_id bigint, offer_id int)
     JOIN admin.users u ON u.id = x.user_id JOIN admin.offers o ON o.id = x.offer_id JOIN admin.offer_providers op ON op.id = o.provider_id
     ORDER BY x.row`,
    [JSON.stringify(rows)],
  );
  const first = matched[0];
  for (const m of matched) {
    if (m.provider_id !== first!.provider_id)
      problems.push(IMPORT_MESSAGES.row(m.row, 'offer_id', IAP_IMPORT_MESSAGES.oneProvider(first!.provider)));
  }
  if (problems.length > 0) throw unprocessable(problems.slice(0, 20));
  const matchedRows = new Set(matched.map((m) => m.row));
  const kept = rows.filter((r) => matchedRows.has(r.row));
  const { rows: created } = await tx.query<{ id: number }>(
    `INSERT INTO admin.iap_imports (file_name, provider_id, rows_total, rows_matched, value, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      ctx.fileName,
      first?.provider_id ?? null,
      rows.length,
      kept.length,
      kept.reduce((n, r) => n + Number(r.value), 0).toFixed(2),
      ctx.adminId,
    ],
  );
  const importId = created[0]!.id;
  await tx.query(
    `INSERT INTO admin.offer_iap_transactions (user_id, offer_id, transaction_value, external_transaction_id, transaction_time, import_id)
     SELECT x.user_id, x.offer_id, x.value, x.tid, x.time, $2 FROM jsonb_to_recordset($1::jsonb) AS x(user_id bigint, offer_id int, value numeric, tid text, time timestamptz)`,
    [JSON.stringify(kept), importId],
  );
  await tx.query(`UPDATE admin.offers SET has_iap_data = true WHERE id = ANY($1::int[]) AND NOT has_iap_data`, [
    [...new Set(kept.map((r) => r.offer_id))],
  ]);
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, type, action, request_url, data, origin) VALUES ($1, 'action', 'form.offer_iap_imports.import', '/api/offer-iap-imports/import', $2::jsonb, 'server')`,
    [ctx.adminId, JSON.stringify({ import_id: importId, file: ctx.fileName, rows: rows.length, matched: kept.length })],
  );
  return { rows_inserted: kept.length };
}
