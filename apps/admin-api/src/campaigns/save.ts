import type { Db, Queryable } from '@bo/db';
import { CAMPAIGN_MESSAGES } from '@bo/contract';
import { conflict, notFound, unprocessable } from '@bo/server-kit';
import type { CampaignKind } from './kinds.ts';

/** The fields of a create or edit body both kinds share (the bodies are validated by their zod schemas). */
export interface CampaignFields {
  name: string;
  segment_id: number;
  status: number;
  send_in_user_timezone: boolean;
  scheduled_at?: string | null;
  user_target_datetime?: string | null;
  default_language_code: string;
  translations?: ({ language_code: string; body: string } & ({ subject: string } | { title: string }))[];
  image_url?: string | null;
  deep_link?: string | null;
}

/** The kind's own columns and their values from the body (absent means none). */
const extras = (kind: CampaignKind, f: CampaignFields) => ({
  columns: kind.extraColumns,
  values: kind.extraColumns.map((column) => f[column] ?? null),
});

/** The segment must exist in the project and be of the campaign's kind (422 on the field otherwise). */
async function checkSegment(db: Queryable, kind: CampaignKind, project: string, segmentId: number): Promise<void> {
  const { rows } = await db.query<{ segment_type: string }>('SELECT segment_type FROM admin.segments WHERE id = $1 AND project = $2', [
    segmentId,
    project,
  ]);
  if (!rows[0]) throw unprocessable({ segment_id: [CAMPAIGN_MESSAGES.segmentNotFound] });
  if (rows[0].segment_type !== kind.segmentType)
    throw unprocessable({ segment_id: [CAMPAIGN_MESSAGES.segmentWrongType(kind.segmentTypeName)] });
}

/** Only the send time of the chosen mode is kept: a UTC instant, or a wall-clock time in the user's zone. */
const schedule = (f: CampaignFields): [string | null, string | null] =>
  f.send_in_user_timezone ? [null, f.user_target_datetime ?? null] : [f.scheduled_at ?? null, null];

const headlineOf = (kind: CampaignKind, t: NonNullable<CampaignFields['translations']>[number]): string =>
  (t as Record<string, string>)[kind.headline]!;

async function upsertTranslations(
  tx: Queryable,
  kind: CampaignKind,
  campaignId: number,
  translations: NonNullable<CampaignFields['translations']>,
): Promise<void> {
  for (const t of translations) {
    await tx.query(
      `INSERT INTO ${kind.translations} (campaign_id, language_code, ${kind.headline}, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (campaign_id, language_code) DO UPDATE SET ${kind.headline} = EXCLUDED.${kind.headline}, body = EXCLUDED.body, updated_at = now()`,
      [campaignId, t.language_code, headlineOf(kind, t), t.body],
    );
  }
}

export async function createCampaign(db: Db, kind: CampaignKind, project: string, f: CampaignFields, adminId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await checkSegment(tx, kind, project, f.segment_id);
    const [scheduledAt, userTarget] = schedule(f);
    const extra = extras(kind, f);
    const extraColumns = extra.columns.map((column) => `, ${column}`).join('');
    const extraParams = extra.columns.map((_column, i) => `, $${10 + i}`).join('');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ${kind.table} (project, name, segment_id, status, send_in_user_timezone, scheduled_at, user_target_datetime, default_language_code, created_by_admin_id, updated_by_admin_id${extraColumns})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9${extraParams}) RETURNING id`,
      [
        project,
        f.name,
        f.segment_id,
        f.status,
        f.send_in_user_timezone,
        scheduledAt,
        userTarget,
        f.default_language_code,
        adminId,
        ...extra.values,
      ],
    );
    const id = rows[0]!.id;
    await upsertTranslations(tx, kind, id, f.translations ?? []);
    return id;
  });
}

/** Locks the campaign for a change: 404 when the project has no such campaign, 409 when its status no longer allows edits. */
async function lockEditable(tx: Queryable, kind: CampaignKind, project: string, id: number): Promise<void> {
  const { rows } = await tx.query<{ status: number }>(`SELECT status FROM ${kind.table} WHERE id = $1 AND project = $2 FOR UPDATE`, [
    id,
    project,
  ]);
  if (!rows[0]) throw notFound(kind.notFound);
  if (!kind.editable(rows[0].status)) throw conflict(kind.locked(kind.statusLabel(rows[0].status)));
}

export async function updateCampaign(
  db: Db,
  kind: CampaignKind,
  project: string,
  id: number,
  f: CampaignFields,
  adminId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, kind, project, id);
    await checkSegment(tx, kind, project, f.segment_id);
    const [scheduledAt, userTarget] = schedule(f);
    const extra = extras(kind, f);
    const extraSets = extra.columns.map((column, i) => `, ${column} = $${10 + i}`).join('');
    await tx.query(
      `UPDATE ${kind.table} SET name = $2, segment_id = $3, status = $4, send_in_user_timezone = $5, scheduled_at = $6, user_target_datetime = $7,
              default_language_code = $8, updated_by_admin_id = $9, updated_at = now()${extraSets} WHERE id = $1`,
      [
        id,
        f.name,
        f.segment_id,
        f.status,
        f.send_in_user_timezone,
        scheduledAt,
        userTarget,
        f.default_language_code,
        adminId,
        ...extra.values,
      ],
    );
    await upsertTranslations(tx, kind, id, f.translations ?? []);
    const hasDefault = await tx.query(`SELECT 1 FROM ${kind.translations} WHERE campaign_id = $1 AND language_code = $2`, [
      id,
      f.default_language_code,
    ]);
    if (hasDefault.rows.length === 0) throw unprocessable({ translations: [CAMPAIGN_MESSAGES.defaultLanguageTranslationMissing] });
  });
}

export async function saveTranslation(
  db: Db,
  kind: CampaignKind,
  project: string,
  id: number,
  translation: NonNullable<CampaignFields['translations']>[number],
  adminId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, kind, project, id);
    await upsertTranslations(tx, kind, id, [translation]);
    await tx.query(`UPDATE ${kind.table} SET updated_by_admin_id = $2, updated_at = now() WHERE id = $1`, [id, adminId]);
  });
}
