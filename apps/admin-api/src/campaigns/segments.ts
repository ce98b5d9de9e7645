import { isoTimestamp, type Segment, type SegmentListFilters } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { Conditions } from '../query/conditions.ts';

interface SegmentRow extends Omit<Segment, 'created_at' | 'updated_at'> {
  created_at: Date;
  updated_at: Date;
}

/** LIKE treats % and _ as wildcards: a name search means the text itself. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A project's segments, filtered, newest first, each with the e-mail campaigns sending to it; data, per_page, page, last_page, total. */
export async function listSegments(db: Queryable, project: string, filters: SegmentListFilters, page: number, perPage: number) {
  const c = new Conditions();
  c.when(project, (p) => `s.project = ${p}`);
  c.when(filters.segment_type, (p) => `s.segment_type = ${p}`);
  c.when(filters.query_type, (p) => `s.query_type = ${p}`);
  c.when(filters.name ? likePattern(filters.name) : undefined, (p) => `s.name ILIKE ${p}`);
  c.when(filters.country_codes, (p) => `s.country_codes && ${p}::text[]`);
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin.segments s ${c.sql}`, c.params);
  const total = counted.rows[0]?.total ?? 0;
  const { rows } = await db.query<SegmentRow>(
    `SELECT s.id, s.project, s.name, s.segment_type, s.query_type, s.country_codes, s.estimate_count, s.raw_sql, s.created_at, s.updated_at,
              coalesce((SELECT jsonb_agg(jsonb_build_object('id', e.id, 'name', e.name, 'status', e.status) ORDER BY e.id)
                          FROM admin.email_campaigns e WHERE e.segment_id = s.id), '[]'::jsonb) AS email_campaigns
         FROM admin.segments s ${c.sql}
        ORDER BY s.id DESC LIMIT ${c.param(perPage)} OFFSET ${c.param((page - 1) * perPage)}`,
    c.params,
  );
  return {
    data: rows.map((r) => ({ ...r, created_at: isoTimestamp(r.created_at), updated_at: isoTimestamp(r.updated_at) })),
    per_page: perPage,
    page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

/** The countries a segment can target, by name. */
export async function segmentCountries(db: Queryable): Promise<{ code: string; name: string }[]> {
  const { rows } = await db.query<{ code: string; name: string }>('SELECT code::text AS code, name FROM core.countries ORDER BY name');
  return rows;
}
