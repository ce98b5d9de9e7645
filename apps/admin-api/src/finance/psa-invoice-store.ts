import { PSA_INVOICE_MESSAGES as M } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { conflict, unprocessable } from '@bo/server-kit';

export interface Figures {
  completes: number;
  reconciled: number;
  billable: number;
  amount: string;
}
export interface Invoice extends Figures {
  id: number;
  invoice_no: string;
  kind: 'monthly' | 'po';
  psa_buyer_id: number;
  month: string;
  survey_id: number | null;
  po_number: string | null;
  status: 'draft' | 'sent' | 'paid';
}

const INVOICE_COLUMNS = `id, invoice_no, kind, psa_buyer_id, to_char(month, 'YYYY-MM') AS month, survey_id, po_number,
  completes, reconciled, billable, amount::text AS amount, status`;
const FIGURES = `coalesce(sum(completes), 0)::int AS completes, coalesce(sum(reconciled), 0)::int AS reconciled,
  coalesce(sum(billable), 0)::int AS billable, coalesce(sum(amount), 0)::numeric(14, 2)::text AS amount`;

/**
 * Every write touching a month's invoices holds the month's lock first, so a close and a write to
 * its invoices never interleave, and of two closes the second sees the first.
 */
export async function lockMonth(db: Queryable, month: string): Promise<boolean> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('psa-invoice-month'), hashtext($1))`, [month]);
  const { rowCount } = await db.query(`SELECT 1 FROM admin.psa_invoice_months WHERE month = ($1 || '-01')::date`, [month]);
  return (rowCount ?? 0) > 0;
}

export async function requireOpenMonth(db: Queryable, month: string): Promise<void> {
  if (await lockMonth(db, month)) throw conflict(M.monthClosed(month));
}

/** The one truth both screens bill from (admin.psa_survey_month_billing, rule 1). */
export async function monthlyFigures(db: Queryable, buyerId: number, month: string): Promise<Figures> {
  const { rows } = await db.query<Figures>(
    `SELECT ${FIGURES} FROM admin.psa_survey_month_billing WHERE psa_buyer_id = $1 AND month = ($2 || '-01')::date AND po_number IS NULL`,
    [buyerId, month],
  );
  return rows[0]!;
}

export async function poFigures(db: Queryable, surveyId: number): Promise<Figures> {
  const { rows } = await db.query<Figures>(`SELECT ${FIGURES} FROM admin.psa_survey_month_billing WHERE survey_id = $1`, [surveyId]);
  return rows[0]!;
}

export async function loadInvoice(db: Queryable, where: string, params: unknown[]): Promise<Invoice | undefined> {
  const { rows } = await db.query<Invoice>(`SELECT ${INVOICE_COLUMNS} FROM admin.psa_invoices WHERE ${where} FOR UPDATE`, params);
  return rows[0];
}

/** A buyer's monthly invoice of a month, locked (at most one: the draft or what it became). */
export function loadMonthlyInvoice(db: Queryable, buyerId: number, month: string): Promise<Invoice | undefined> {
  return loadInvoice(db, `kind = 'monthly' AND psa_buyer_id = $1 AND month = ($2 || '-01')::date`, [buyerId, month]);
}

/** A buyer's monthly invoice as a draft would hold it: the month's figures, its number, no survey or PO. */
export function monthlyDraft(f: Figures, buyerId: number, month: string) {
  return {
    ...f,
    invoice_no: monthlyInvoiceNo(month, buyerId),
    kind: 'monthly' as const,
    psa_buyer_id: buyerId,
    month,
    survey_id: null,
    po_number: null,
  };
}

async function setFigures(db: Queryable, id: number, f: Figures): Promise<void> {
  await db.query(
    'UPDATE admin.psa_invoices SET completes = $2, reconciled = $3, billable = $4, amount = $5::numeric, updated_at = now() WHERE id = $1',
    [id, f.completes, f.reconciled, f.billable, f.amount],
  );
}

/** A draft is (re)generated with the figures of now; a sent or paid invoice keeps those it was issued with. */
export async function upsertDraft(
  db: Queryable,
  existing: Invoice | undefined,
  fresh: Omit<Invoice, 'id' | 'status'>,
  adminId: number,
): Promise<Invoice> {
  if (existing) {
    if (existing.status !== 'draft') throw conflict(M.notDraft(existing.invoice_no, existing.status));
    await setFigures(db, existing.id, fresh);
    return { ...existing, ...fresh, id: existing.id, status: 'draft' };
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO admin.psa_invoices (invoice_no, kind, psa_buyer_id, month, survey_id, po_number, completes, reconciled, billable, amount, created_by)
     VALUES ($1, $2, $3, ($4 || '-01')::date, $5, $6, $7, $8, $9, $10::numeric, $11) RETURNING id`,
    [
      fresh.invoice_no,
      fresh.kind,
      fresh.psa_buyer_id,
      fresh.month,
      fresh.survey_id,
      fresh.po_number,
      fresh.completes,
      fresh.reconciled,
      fresh.billable,
      fresh.amount,
      adminId,
    ],
  );
  return { ...fresh, id: rows[0]!.id, status: 'draft' };
}

const monthlyInvoiceNo = (month: string, buyerId: number) => `PSA-${month.replace('-', '')}-${String(buyerId).padStart(3, '0')}`;
export const currentMonth = () => new Date().toISOString().slice(0, 7);

/** An invoice marked sent or paid in an open month: draft to sent, sent to paid (422 otherwise). */
export async function markStatus(db: Queryable, invoice: Invoice, to: 'sent' | 'paid'): Promise<void> {
  await requireOpenMonth(db, invoice.month);
  const allowed = (invoice.status === 'draft' && to === 'sent') || (invoice.status === 'sent' && to === 'paid');
  if (!allowed) throw unprocessable({ status: [M.badTransition(invoice.status, to)] });
  if (to === 'sent') {
    // Sending issues the invoice with the figures of the moment it leaves.
    const f =
      invoice.kind === 'monthly' ? await monthlyFigures(db, invoice.psa_buyer_id, invoice.month) : await poFigures(db, invoice.survey_id!);
    await setFigures(db, invoice.id, f);
  }
  await db.query(
    `UPDATE admin.psa_invoices SET status = $2, sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END,
       paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END, updated_at = now() WHERE id = $1`,
    [invoice.id, to],
  );
}
