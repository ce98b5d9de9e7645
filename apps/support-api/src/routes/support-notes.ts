import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { NOTE_MESSAGES, SUPPORT_CALL, adminRefOf, isoTimestamp, type SupportNote } from '@bo/contract';
import { requireUser } from './reviews/users.ts';

interface NoteRow {
  uuid: string;
  user_id: number;
  text: string;
  admin_id: number | null;
  admin_name: string | null;
  admin_color: string | null;
  created_at: Date;
}

const NOTE_SELECT = `
  SELECT n.uuid::text AS uuid, n.user_id, n.text, n.created_at, a.id AS admin_id, a.name AS admin_name, a.hex_color AS admin_color
    FROM support.user_notes n LEFT JOIN core.admins a ON a.id = n.admin_id`;

const presentNote = (r: NoteRow): SupportNote => ({
  uuid: r.uuid,
  user_id: r.user_id,
  text: r.text,
  admin: adminRefOf(r.admin_id, r.admin_name, r.admin_color),
  created_at: isoTimestamp(r.created_at),
});

/**
 * Support notes on a platform user (specification 02, section 7): list (sort desc, page, per_page 5,
 * or all=true) and add {text} — trimmed, non-empty, at most 255 characters.
 */
export const supportNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, SUPPORT_CALL.notes, async (request) => {
    const { userId } = request.params;
    const { sort, page, per_page: perPage, all } = request.query;
    await requireUser(app.db, userId);
    const counted = await app.db.query<{ total: number }>('SELECT count(*)::int AS total FROM support.user_notes WHERE user_id = $1', [
      userId,
    ]);
    const total = counted.rows[0]?.total ?? 0;
    const direction = sort === 'asc' ? 'ASC' : 'DESC';
    const order = `ORDER BY n.created_at ${direction}, n.uuid ${direction}`;
    const { rows } = all
      ? await app.db.query<NoteRow>(`${NOTE_SELECT} WHERE n.user_id = $1 ${order}`, [userId])
      : await app.db.query<NoteRow>(`${NOTE_SELECT} WHERE n.user_id = $1 ${order} LIMIT $2 OFFSET $3`, [
          userId,
          perPage,
          (page - 1) * perPage,
        ]);
    const pagination = all
      ? { current_page: 1, last_page: 1, per_page: Math.max(total, 1), total }
      : { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
    return { data: rows.map(presentNote), pagination };
  });

  routeCall(app, SUPPORT_CALL.noteCreate, async (request) => {
    const { userId } = request.params;
    await requireUser(app.db, userId, NOTE_MESSAGES.failed);
    const inserted = await app.db.query<{ uuid: string }>(
      'INSERT INTO support.user_notes (user_id, admin_id, text) VALUES ($1, $2, $3) RETURNING uuid::text AS uuid',
      [userId, request.ctx.adminId, request.body.text],
    );
    const { rows } = await app.db.query<NoteRow>(`${NOTE_SELECT} WHERE n.uuid = $1`, [inserted.rows[0]!.uuid]);
    return { message: NOTE_MESSAGES.added, data: presentNote(rows[0]!) };
  });
};
