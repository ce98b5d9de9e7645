import type { Queryable } from '@bo/db';
import { CHAT_MOSTLY_USED_MACROS, type Macro } from '@bo/contract';
import { iso, likePattern } from '../sql.ts';

interface MacroRow {
  uuid: string;
  title: string;
  text: string;
  usage_count: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const MACRO_SELECT = `
  SELECT m.uuid, m.title, m.text, m.created_by, a.name AS created_by_name, m.created_at, m.updated_at,
         (SELECT count(*) FROM chat.macro_uses mu WHERE mu.macro_uuid = m.uuid) AS usage_count
    FROM chat.macros m LEFT JOIN core.admins a ON a.id = m.created_by`;

const presentMacro = (row: MacroRow): Macro => ({
  uuid: row.uuid,
  title: row.title,
  text: row.text,
  usage_count: Number(row.usage_count),
  created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Every macro (or those matching the search in title or text), by title. */
export async function listMacros(db: Queryable, search?: string): Promise<Macro[]> {
  const { rows } = search
    ? await db.query<MacroRow>(`${MACRO_SELECT} WHERE m.title ILIKE $1 OR m.text ILIKE $1 ORDER BY lower(m.title)`, [likePattern(search)])
    : await db.query<MacroRow>(`${MACRO_SELECT} ORDER BY lower(m.title)`);
  return rows.map(presentMacro);
}

export async function loadMacro(db: Queryable, uuid: string): Promise<Macro | null> {
  const { rows } = await db.query<MacroRow>(`${MACRO_SELECT} WHERE m.uuid = $1`, [uuid]);
  return rows[0] ? presentMacro(rows[0]) : null;
}

/**
 * The caller's most used macros, most used (then most recently used) first. An admin who has not
 * used any yet gets the team's most used instead, so the shortcut list is never empty for newcomers.
 */
export async function mostlyUsedMacros(db: Queryable, adminId: number): Promise<Macro[]> {
  const ranked = (where: string) => `
    SELECT mu.macro_uuid FROM chat.macro_uses mu ${where}
     GROUP BY mu.macro_uuid ORDER BY count(*) DESC, max(mu.used_at) DESC, mu.macro_uuid LIMIT ${CHAT_MOSTLY_USED_MACROS}`;
  let { rows } = await db.query<{ macro_uuid: string }>(ranked('WHERE mu.admin_id = $1'), [adminId]);
  if (rows.length === 0) ({ rows } = await db.query<{ macro_uuid: string }>(ranked('')));
  if (rows.length === 0) return [];
  const macros = await db.query<MacroRow>(`${MACRO_SELECT} WHERE m.uuid = ANY($1::uuid[])`, [rows.map((r) => r.macro_uuid)]);
  const byUuid = new Map(macros.rows.map((r) => [r.uuid, presentMacro(r)]));
  return rows.flatMap((r) => byUuid.get(r.macro_uuid) ?? []);
}
