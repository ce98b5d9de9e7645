import { randomUUID } from 'node:crypto';
import type { Queryable } from '@bo/db';
import type { UserNote } from '@bo/contract';
import type { ActingAdmin } from './acting-admin.ts';
import { iso } from './sql.ts';

interface NoteRow {
  uuid: string;
  app_external_id: number;
  user_external_id: string;
  text: string;
  admin_id: number | null;
  admin_name: string | null;
  created_at: Date;
}

const presentNote = (row: NoteRow): UserNote => ({
  uuid: row.uuid,
  app_external_id: row.app_external_id,
  user_external_id: row.user_external_id,
  text: row.text,
  // The author's name as written: it stays when the account is later removed.
  admin: row.admin_name === null ? null : { id: row.admin_id ?? 0, name: row.admin_name },
  created_at: iso(row.created_at),
});

const COLUMNS = 'uuid, app_external_id, user_external_id, text, admin_id, admin_name, created_at';

/** The notes about one app user, newest first. */
export async function listUserNotes(db: Queryable, appId: number, userId: string): Promise<UserNote[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT ${COLUMNS} FROM chat.user_notes WHERE app_external_id = $1 AND user_external_id = $2 ORDER BY created_at DESC, uuid`,
    [appId, userId],
  );
  return rows.map(presentNote);
}

export async function addUserNote(db: Queryable, appId: number, userId: string, text: string, admin: ActingAdmin): Promise<UserNote> {
  const { rows } = await db.query<NoteRow>(
    `INSERT INTO chat.user_notes (uuid, app_external_id, user_external_id, text, admin_id, admin_name)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [randomUUID(), appId, userId, text, admin.id, admin.name],
  );
  return presentNote(rows[0] as NoteRow);
}

/** Answers whether a note of that user was removed. */
export async function removeUserNote(db: Queryable, appId: number, userId: string, noteUuid: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM chat.user_notes WHERE uuid = $1 AND app_external_id = $2 AND user_external_id = $3', [
    noteUuid,
    appId,
    userId,
  ]);
  return rowCount > 0;
}
