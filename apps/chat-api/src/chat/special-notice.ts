import type { Queryable } from '@bo/db';
import type { SpecialNotice } from '@bo/contract';

/** The notice in force: the latest one saved, or null when none ever was. */
export async function loadSpecialNotice(db: Queryable): Promise<SpecialNotice | null> {
  const { rows } = await db.query<{ status: number; text: string }>(
    'SELECT status, text FROM chat.special_notices ORDER BY id DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? { status: row.status === 1 ? 1 : 0, text: row.text } : null;
}

export async function saveSpecialNotice(db: Queryable, notice: SpecialNotice, adminId: number): Promise<SpecialNotice> {
  await db.query('INSERT INTO chat.special_notices (status, text, admin_id) VALUES ($1, $2, $3)', [notice.status, notice.text, adminId]);
  return notice;
}
