import { PSA_INVOICE_MESSAGES as M } from '@bo/contract';
import type { Db } from '@bo/db';
import { conflict, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';
import {
  currentMonth,
  loadInvoice,
  loadMonthlyInvoice,
  lockMonth,
  markStatus,
  monthlyDraft,
  monthlyFigures,
  poFigures,
  requireOpenMonth,
  upsertDraft,
  type Invoice,
} from './psa-invoice-store.ts';

type Context = Pick<RequestContext, 'adminId' | 'originalAdminId'>;

/** A buyer's monthly invoice generated (or its draft regenerated) from the month's billing; action-logged. */
export function generateMonthlyInvoice(db: Db, ctx: Context, buyerId: number, month: string, url: string) {
  return db.transaction(async (tx) => {
    const buyer = await tx.query('SELECT 1 FROM admin.psa_buyers WHERE id = $1', [buyerId]);
    if (buyer.rowCount === 0) throw unprocessable({ psa_buyer_id: [M.buyerNotFound] });
    await requireOpenMonth(tx, month);
    const f = await monthlyFigures(tx, buyerId, month);
    if (f.billable === 0) throw unprocessable({ month: [M.nothingToBill] });
    const existing = await loadMonthlyInvoice(tx, buyerId, month);
    const fresh = monthlyDraft(f, buyerId, month);
    const invoice = await upsertDraft(tx, existing, fresh, ctx.adminId);
    await recordAdminAction(tx, ctx, 'psa_invoice.generate_monthly', url, { before: existing ?? null, after: invoice });
    return { data: { ...invoice }, message: M.generated(invoice.invoice_no) };
  });
}

/** A survey's PO invoice generated (or its draft regenerated) from the survey's billing; action-logged. */
export function generatePoInvoice(db: Db, ctx: Context, surveyId: number, url: string) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ psa_buyer_id: number; po_number: string | null }>(
      'SELECT psa_buyer_id, po_number FROM admin.psa_survey_terms WHERE survey_id = $1',
      [surveyId],
    );
    const terms = rows[0];
    if (!terms) throw unprocessable({ survey_id: [M.surveyNotFound] });
    if (!terms.po_number) throw unprocessable({ survey_id: [M.noPoNumber] });
    const existing = await loadInvoice(tx, `kind = 'po' AND survey_id = $1 AND po_number = $2`, [surveyId, terms.po_number]);
    const month = existing?.month ?? currentMonth();
    await requireOpenMonth(tx, month);
    const f = await poFigures(tx, surveyId);
    if (f.billable === 0) throw unprocessable({ survey_id: [M.nothingToBill] });
    const fresh = {
      ...f,
      invoice_no: `PSA-PO-${surveyId}-${terms.po_number}`,
      kind: 'po' as const,
      psa_buyer_id: terms.psa_buyer_id,
      month,
      survey_id: surveyId,
      po_number: terms.po_number,
    };
    const invoice = await upsertDraft(tx, existing, fresh, ctx.adminId);
    await recordAdminAction(tx, ctx, 'psa_invoice.generate_po', url, { before: existing ?? null, after: invoice });
    return { data: { ...invoice }, message: M.generated(invoice.invoice_no) };
  });
}

/** A monthly or PO invoice marked sent or paid (404 for an unknown one or one of the other kind); action-logged. */
export function markInvoice(db: Db, ctx: Context, kind: Invoice['kind'], id: number, status: 'sent' | 'paid', url: string) {
  return db.transaction(async (tx) => {
    const invoice = await loadInvoice(tx, 'id = $1 AND kind = $2', [id, kind]);
    if (!invoice) throw notFound(M.notFound(id));
    await markStatus(tx, invoice, status);
    const after = await loadInvoice(tx, 'id = $1', [id]);
    await recordAdminAction(tx, ctx, `psa_invoice.mark_${status}`, url, { before: invoice, after });
    return { data: { ...after }, message: M.marked(invoice.invoice_no, status) };
  });
}

/** Closes a month that is over (422 otherwise, 409 closed already): every buyer billed that month gets its invoice. */
export function closeInvoiceMonth(db: Db, ctx: Context, month: string, url: string) {
  if (month >= currentMonth()) throw unprocessable({ month: [M.monthNotOver] });
  return db.transaction(async (tx) => {
    if (await lockMonth(tx, month)) throw conflict(M.alreadyClosed(month));
    await tx.query(`INSERT INTO admin.psa_invoice_months (month, closed_by) VALUES (($1 || '-01')::date, $2)`, [month, ctx.adminId]);
    // Every buyer billed that month gets its invoice; drafts take the figures of the close.
    const { rows: buyers } = await tx.query<{ psa_buyer_id: number }>(
      `SELECT DISTINCT psa_buyer_id FROM admin.psa_survey_month_billing WHERE month = ($1 || '-01')::date AND po_number IS NULL AND billable > 0`,
      [month],
    );
    for (const { psa_buyer_id: buyerId } of buyers) {
      const existing = await loadMonthlyInvoice(tx, buyerId, month);
      if (existing && existing.status !== 'draft') continue;
      const f = await monthlyFigures(tx, buyerId, month);
      const fresh = monthlyDraft(f, buyerId, month);
      await upsertDraft(tx, existing, fresh, ctx.adminId);
    }
    const { rows } = await tx.query<{ n: number; amount: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS amount FROM admin.psa_invoices WHERE month = ($1 || '-01')::date`,
      [month],
    );
    const summary = { month, invoices: rows[0]!.n, amount: rows[0]!.amount };
    await recordAdminAction(tx, ctx, 'psa_invoice.close_month', url, summary);
    return { data: summary, message: M.closed(month, summary.invoices) };
  });
}
