import { STATEMENT_SUPPLIERS, SUPPLIER_STATEMENT_MESSAGES as MSG, type SupplierStatementUpdate } from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { HttpError, notFound, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

const PER_BUYER: readonly number[] = Object.values(STATEMENT_SUPPLIERS);

const loadStatement = async (db: Queryable, supplierId: number, month: string): Promise<Row[]> =>
  (
    await db.query<Row>(
      `SELECT supplier_buyer_id, reported_amount::float8 AS reported_amount, status, invoice_no FROM admin.supplier_statements
       WHERE supplier_id = $1 AND month = $2::date ORDER BY supplier_buyer_id NULLS FIRST`,
      [supplierId, month],
    )
  ).rows;

/**
 * /supplier-statement's write (page holders): what the supplier reported for a month ('YYYY-MM'), the statement's
 * status and invoice number. Suppliers reporting per buyer (Forsta, Disqo) keep their amounts on the buyer lines
 * (422 naming reported_amount otherwise); their status follows the statement's. Action-logged in its transaction.
 */
export function saveSupplierStatement(
  db: Db,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  supplierId: number,
  month: string,
  body: SupplierStatementUpdate,
  url: string,
): Promise<{ data: Row | null; message: string }> {
  const { reported_amount: reported, status, invoice_no: invoice } = body;
  const first = `${month}-01`;
  if (PER_BUYER.includes(supplierId) && reported !== undefined && reported !== null)
    throw new HttpError(422, { reported_amount: [MSG.perBuyer] });
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM admin.suppliers WHERE id = $1', [supplierId]);
    if (!rows[0]) throw notFound(MSG.notFound(supplierId));
    const before = await loadStatement(tx, supplierId, first);
    await tx.query(
      `INSERT INTO admin.supplier_statements (supplier_id, month, supplier_buyer_id, reported_amount, status, invoice_no, updated_by, updated_at)
         VALUES ($1, $2::date, NULL, $3, $4, $5, $6, now())
         ON CONFLICT (supplier_id, month, supplier_buyer_id) DO UPDATE SET
           reported_amount = CASE WHEN $7 THEN EXCLUDED.reported_amount ELSE admin.supplier_statements.reported_amount END,
           status = EXCLUDED.status,
           invoice_no = CASE WHEN $8 THEN EXCLUDED.invoice_no ELSE admin.supplier_statements.invoice_no END,
           updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [supplierId, first, reported ?? null, status, invoice ?? null, ctx.adminId, reported !== undefined, invoice !== undefined],
    );
    await tx.query(
      `UPDATE admin.supplier_statements SET status = $3, updated_by = $4, updated_at = now()
         WHERE supplier_id = $1 AND month = $2::date AND supplier_buyer_id IS NOT NULL`,
      [supplierId, first, status, ctx.adminId],
    );
    const after = await loadStatement(tx, supplierId, first);
    await recordAdminAction(tx, ctx, 'supplier_statement.update', url, { supplierId, month, before, after });
    return { data: after[0] ?? null, message: MSG.saved(rows[0].name, month) };
  });
}
