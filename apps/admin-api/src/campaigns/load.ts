import type { Queryable } from '@bo/db';
import { adminRefOf, isoTimestamp } from '@bo/contract';
import type { CampaignKind, Headline } from './kinds.ts';

export interface CampaignRow {
  id: number;
  project: string;
  name: string;
  status: number;
  segment_id: number | null;
  segment_name: string | null;
  send_in_user_timezone: boolean;
  scheduled_at: Date | null;
  user_target_datetime: string | null;
  default_language_code: string;
  language_codes: string[] | null;
  headline: string | null;
  created_by_id: number | null;
  created_by_name: string | null;
  created_by_color: string | null;
  updated_by_id: number | null;
  updated_by_name: string | null;
  updated_by_color: string | null;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
}

/** A campaign with its segment, languages, default-language headline and editors; alias c, WHERE after it. */
export const campaignSelect = (kind: CampaignKind): string => `
  SELECT c.id, c.project, c.name, c.status, c.segment_id, s.name AS segment_name, c.send_in_user_timezone, c.scheduled_at,
         to_char(c.user_target_datetime, 'YYYY-MM-DD"T"HH24:MI:SS') AS user_target_datetime, c.default_language_code,
         (SELECT array_agg(t.language_code ORDER BY t.language_code) FROM ${kind.translations} t WHERE t.campaign_id = c.id) AS language_codes,
         (SELECT t.${kind.headline} FROM ${kind.translations} t WHERE t.campaign_id = c.id AND t.language_code = c.default_language_code) AS headline,
         cb.id AS created_by_id, cb.name AS created_by_name, cb.hex_color AS created_by_color,
         ub.id AS updated_by_id, ub.name AS updated_by_name, ub.hex_color AS updated_by_color,
         c.created_at, c.updated_at, c.cancelled_at
    FROM ${kind.table} c
    LEFT JOIN admin.segments s ON s.id = c.segment_id
    LEFT JOIN core.admins cb ON cb.id = c.created_by_admin_id
    LEFT JOIN core.admins ub ON ub.id = c.updated_by_admin_id`;

/** The fields every campaign answer carries, plus its headline under the kind's name (subject or title). */
export function presentCampaignSummary<K extends Headline>(kind: CampaignKind<K>, r: CampaignRow) {
  const summary = {
    id: r.id,
    project: r.project,
    name: r.name,
    status: r.status,
    status_label: kind.statusLabel(r.status),
    segment: r.segment_id !== null && r.segment_name !== null ? { id: r.segment_id, name: r.segment_name } : null,
    send_in_user_timezone: r.send_in_user_timezone,
    scheduled_at: r.scheduled_at ? isoTimestamp(r.scheduled_at) : null,
    user_target_datetime: r.user_target_datetime,
    default_language_code: r.default_language_code,
    language_codes: r.language_codes ?? [],
    created_by: adminRefOf(r.created_by_id, r.created_by_name, r.created_by_color),
    updated_by: adminRefOf(r.updated_by_id, r.updated_by_name, r.updated_by_color),
    created_at: isoTimestamp(r.created_at),
    updated_at: isoTimestamp(r.updated_at),
    cancelled_at: r.cancelled_at ? isoTimestamp(r.cancelled_at) : null,
  };
  return { ...summary, [kind.headline]: r.headline } as typeof summary & Record<K, string | null>;
}

interface TranslationRow {
  language_code: string;
  headline: string;
  body: string;
  updated_at: Date;
}

/** The kind's own columns of one campaign (push: image_url, deep_link); nothing for a kind without any. */
async function loadExtras(db: Queryable, kind: CampaignKind, id: number): Promise<Record<string, string | null>> {
  if (kind.extraColumns.length === 0) return {};
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT ${kind.extraColumns.join(', ')} FROM ${kind.table} WHERE id = $1`,
    [id],
  );
  return Object.fromEntries(kind.extraColumns.map((column) => [column, rows[0]?.[column] ?? null]));
}

/** One campaign of the project with every translation; null when there is none with that id there. */
export async function loadCampaign<K extends Headline>(db: Queryable, kind: CampaignKind<K>, project: string, id: number) {
  const { rows } = await db.query<CampaignRow>(`${campaignSelect(kind)} WHERE c.project = $1 AND c.id = $2`, [project, id]);
  if (!rows[0]) return null;
  const extra = await loadExtras(db, kind, id);
  const translations = await db.query<TranslationRow>(
    `SELECT language_code, ${kind.headline} AS headline, body, updated_at FROM ${kind.translations} WHERE campaign_id = $1 ORDER BY language_code <> $2, language_code`,
    [id, rows[0].default_language_code],
  );
  return {
    ...presentCampaignSummary(kind, rows[0]),
    ...extra,
    translations: translations.rows.map(
      (t) =>
        ({ language_code: t.language_code, [kind.headline]: t.headline, body: t.body, updated_at: isoTimestamp(t.updated_at) }) as {
          language_code: string;
          body: string;
          updated_at: string;
        } & Record<K, string>,
    ),
  };
}
