import type { OfferEventAfterAction } from '@bo/contract';
import type { Queryable } from '@bo/db';

const COLUMNS = `id, user_id, credit_status, status, credit_date, is_hidden, disqualification_flag, disqualification_reason`;

interface Row extends Omit<OfferEventAfterAction, 'id' | 'user_id' | 'credit_date' | 'credit_status'> {
  id: string;
  user_id: string;
  credit_status: number;
  credit_date: Date | null;
}

const present = (r: Row): OfferEventAfterAction => ({
  ...r,
  id: Number(r.id),
  user_id: Number(r.user_id),
  credit_status: r.credit_status === 1 ? 1 : 0,
  credit_date: r.credit_date ? r.credit_date.toISOString() : null,
});

/** The event, locked for the action that reads its state and changes it. */
export async function lockOfferEvent(tx: Queryable, id: number): Promise<OfferEventAfterAction | null> {
  const { rows } = await tx.query<Row>(`SELECT ${COLUMNS} FROM admin.offer_events WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ? present(rows[0]) : null;
}

/** Sets the given columns and answers the event as it is now. */
export async function updateOfferEvent(tx: Queryable, id: number, set: string, params: readonly unknown[]): Promise<OfferEventAfterAction> {
  const { rows } = await tx.query<Row>(`UPDATE admin.offer_events SET ${set} WHERE id = $1 RETURNING ${COLUMNS}`, [id, ...params]);
  return present(rows[0]!);
}
