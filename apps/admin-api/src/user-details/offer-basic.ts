import { timeAgo, type OfferBasic } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { num, round2 } from './format.ts';

interface OfferRow {
  id: number;
  name: string;
  status: number;
  visibility: number;
  invisibility_reasons: unknown;
  platforms: string[];
  operating_systems: string[];
  country_list: string[];
  provider_id: number;
  provider_name: string;
  has_iap_data: boolean;
  client_name: string | null;
  admin_created_name: string | null;
  created_at: Date;
  clicks_count: number;
  events_count: number;
  revenue_sum: number;
}

const OFFER_SQL = `
  SELECT o.id, o.name, o.status, o.visibility, o.invisibility_reasons, o.platforms, o.operating_systems, o.country_list,
    o.provider_id, p.name AS provider_name, o.has_iap_data, o.client_name, ad.name AS admin_created_name, o.created_at,
    (SELECT count(*)::int FROM admin.offer_clicks c WHERE c.offer_id = o.id) AS clicks_count,
    e.events_count, e.revenue_sum
  FROM admin.offers o
  JOIN admin.offer_providers p ON p.id = o.provider_id
  LEFT JOIN core.admins ad ON ad.id = o.created_by
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS events_count, coalesce(sum(ev.revenue) FILTER (WHERE ev.credit_status = 1), 0)::float8 AS revenue_sum
    FROM admin.offer_events ev WHERE ev.offer_id = o.id
  ) e
  WHERE o.id = $1`;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

const present = (r: OfferRow): OfferBasic => ({
  id: r.id,
  name: r.name,
  status: r.status,
  visibility: r.visibility,
  invisibility_reasons: texts(r.invisibility_reasons),
  platforms: r.platforms,
  operating_systems: r.operating_systems,
  country_list: r.country_list.join(','),
  provider_id: r.provider_id,
  provider_name: r.provider_name,
  has_iap_data: r.has_iap_data,
  revenue_sum: round2(num(r.revenue_sum)),
  clicks_count: r.clicks_count,
  events_count: r.events_count,
  client_name: r.client_name,
  admin_created_name: r.admin_created_name,
  created_at_timeago: timeAgo(r.created_at, { now: new Date() }),
});

/** The hover card of offer `id` (specification 02, section 3), or null when there is no such offer. */
export async function loadOfferBasic(db: Queryable, id: number): Promise<OfferBasic | null> {
  const { rows } = await db.query<OfferRow>(OFFER_SQL, [id]);
  const row = rows[0];
  return row ? present(row) : null;
}
