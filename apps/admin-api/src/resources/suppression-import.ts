import { IMPORT_MESSAGES, SUPPRESSION_IDENTIFIER_TYPES, SUPPRESSION_IMPORT_MESSAGES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';
import type { ImportRows } from '../list-engine/import-file.ts';
import type { ImportWritten } from '../list-engine/types.ts';

/** Most problems one refusal lists. */
const SHOWN = 20;

/** The users an identifier list names, by its type (an e-mail hash is the MD5 of the lower-cased, trimmed e-mail). */
const MATCH: Record<(typeof SUPPRESSION_IDENTIFIER_TYPES)[number], string> = {
  user_id: 'SELECT id FROM admin.users WHERE id = ANY($1::text[]::bigint[])',
  external_id: 'SELECT id FROM admin.users WHERE external_user_id = ANY($1::text[])',
  email_hash: 'SELECT id FROM admin.users WHERE email IS NOT NULL AND md5(lower(trim(email))) = ANY($1::text[])',
};

/**
 * /offer-suppression-imports: an advertiser's CSV (offer_id, identifier_type, identifier) becomes one
 * import of its offers, identifiers and the users they match, in one transaction. An unknown identifier
 * type, two types in one file, or an identifier that cannot be of its type refuses the whole file
 * (422 naming row and column); nothing is written.
 */
export async function writeSuppressionImport(
  tx: Queryable,
  file: ImportRows,
  ctx: { adminId: number; fileName: string },
): Promise<ImportWritten> {
  const problems: string[] = [];
  const first = String(file.rows[0]?.values.identifier_type ?? '').trim();
  for (const r of file.rows) {
    const type = String(r.values.identifier_type ?? '').trim();
    const identifier = String(r.values.identifier ?? '').trim();
    if (!(SUPPRESSION_IDENTIFIER_TYPES as readonly string[]).includes(type))
      problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'identifier_type', SUPPRESSION_IMPORT_MESSAGES.identifierType));
    else if (type !== first) problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'identifier_type', SUPPRESSION_IMPORT_MESSAGES.oneType(first)));
    else if (type === 'user_id' && !/^\d{1,15}$/.test(identifier))
      problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'identifier', SUPPRESSION_IMPORT_MESSAGES.notUserId));
    else if (type === 'email_hash' && !/^[0-9a-f]{32}$/i.test(identifier))
      problems.push(IMPORT_MESSAGES.row(r.rowNumber, 'identifier', SUPPRESSION_IMPORT_MESSAGES.notEmailHash));
  }
  if (problems.length > 0) throw unprocessable(problems.slice(0, SHOWN));
  const type = first as (typeof SUPPRESSION_IDENTIFIER_TYPES)[number];
  const offerIds = [...new Set(file.rows.map((r) => Number(r.values.offer_id)))].sort((a, b) => a - b);
  const identifiers = [
    ...new Set(file.rows.map((r) => String(r.values.identifier).trim()).map((x) => (type === 'email_hash' ? x.toLowerCase() : x))),
  ];
  const { rows: matched } = await tx.query<{ id: string }>(`${MATCH[type]} ORDER BY id`, [identifiers]);
  const { rows: created } = await tx.query<{ id: number }>(
    `INSERT INTO admin.offer_suppressions (offer_ids, identifier_type, identifiers, matched_user_ids, file_name, uploaded_by)
     VALUES ($1::int[], $2, $3::text[], $4::bigint[], $5, $6) RETURNING id`,
    [offerIds, type, identifiers, matched.map((m) => m.id), ctx.fileName || 'upload.csv', ctx.adminId],
  );
  const summary = { offers: offerIds.length, identifiers: identifiers.length, matched_users: matched.length };
  await tx.query(
    `INSERT INTO admin.admin_logs (admin_id, type, action, request_url, data, origin)
     VALUES ($1, 'action', 'form.offer_suppression_imports.import', '/api/offer-suppression-imports/import', $2::jsonb, 'server')`,
    [
      ctx.adminId,
      JSON.stringify({ import_id: created[0]!.id, file: ctx.fileName, identifier_type: type, offer_ids: offerIds, ...summary }),
    ],
  );
  return {
    rows_inserted: 1,
    changes: [
      { label: 'Offers', value: offerIds.join(', ') },
      { label: 'Identifier type', value: type },
      { label: 'Identifiers', value: summary.identifiers },
      { label: 'Matched users', value: summary.matched_users },
    ],
  };
}
