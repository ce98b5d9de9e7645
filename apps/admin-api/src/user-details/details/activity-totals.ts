import type { Queryable } from '@bo/db';
import { num } from '../format.ts';

/** One supplier's share of the user's clicks. */
export interface SupplierActivity {
  supplier_id: number;
  clicks: number;
  completes: number;
  reconciled: number;
  revenue: number;
  payout: number;
  suspicious: number;
  completes_since_protection: number;
}

export interface SurveyTotals {
  bySupplier: SupplierActivity[];
  clicks: number;
  completes: number;
  reconciled: number;
  revenue: number;
  payout: number;
  suspicious: number;
  completesSinceProtection: number;
}

/**
 * The user's per-day, per-supplier sums (admin.user_click_days, kept by triggers on the clicks: migration 079), grouped
 * by supplier; the totals are their sums. Completes since the protection date: the days after its UTC day from the
 * sums, that day itself from the user's clicks of that one day ((user_id, created_at) index). The protection date is
 * read in the same statement, so the page starts this without waiting for the user's row.
 */
const SURVEY_SQL = `
  WITH p AS (SELECT u.protected_at, (u.protected_at AT TIME ZONE 'UTC')::date AS day FROM admin.users u WHERE u.id = $1),
  protection_day AS (
    SELECT c.supplier_id, count(*) AS completes FROM admin.clicks c, p
    WHERE c.user_id = $1 AND c.created_at >= p.protected_at AND c.created_at < (p.day + 1)::timestamp AT TIME ZONE 'UTC' AND c.status = 1
    GROUP BY c.supplier_id
  ),
  totals AS (
    SELECT d.supplier_id, sum(d.clicks) AS clicks, sum(d.completes) AS completes, sum(d.reconciled) AS reconciled,
      sum(d.revenue) AS revenue, sum(d.payout) AS payout, sum(d.suspicious) AS suspicious,
      coalesce(sum(d.completes) FILTER (WHERE d.day > (SELECT p.day FROM p)), 0) AS completes_after_protection_day
    FROM admin.user_click_days d WHERE d.user_id = $1
    GROUP BY d.supplier_id HAVING sum(d.clicks) > 0
  )
  SELECT t.supplier_id, t.clicks::int, t.completes::int, t.reconciled::int, t.revenue::float8, t.payout::float8, t.suspicious::int,
    (t.completes_after_protection_day + coalesce(pd.completes, 0))::int AS completes_since_protection
  FROM totals t LEFT JOIN protection_day pd USING (supplier_id)`;

export async function loadSurveyTotals(db: Queryable, userId: number): Promise<SurveyTotals> {
  const { rows } = await db.query<SupplierActivity>(SURVEY_SQL, [userId]);
  const bySupplier = rows.map((r) => ({ ...r, revenue: num(r.revenue), payout: num(r.payout) }));
  const sum = (key: keyof SupplierActivity) => bySupplier.reduce((total, r) => total + r[key], 0);
  return {
    bySupplier,
    clicks: sum('clicks'),
    completes: sum('completes'),
    reconciled: sum('reconciled'),
    revenue: sum('revenue'),
    payout: sum('payout'),
    suspicious: sum('suspicious'),
    completesSinceProtection: sum('completes_since_protection'),
  };
}

export interface OfferTotals {
  offer_clicks: number;
  events: number;
  revenue: number;
  payout: number;
  payout_since_protection: number;
  iap_spend: number;
  payouts_sum: number;
  payouts_count: number;
}

/** Offer clicks, offer events (credited revenue and payout), IAP spend and paid user payouts; the protection date as above. */
const OFFER_SQL = `
  SELECT (SELECT count(*)::int FROM admin.offer_clicks oc WHERE oc.user_id = $1) AS offer_clicks,
    e.events, e.revenue, e.payout, e.payout_since_protection,
    (SELECT coalesce(sum(t.transaction_value), 0)::float8 FROM admin.offer_iap_transactions t WHERE t.user_id = $1) AS iap_spend,
    p.payouts_sum, p.payouts_count
  FROM (
    SELECT count(*)::int AS events,
      coalesce(sum(ev.revenue) FILTER (WHERE ev.credit_status = 1), 0)::float8 AS revenue,
      coalesce(sum(ev.publisher_payout) FILTER (WHERE ev.credit_status = 1), 0)::float8 AS payout,
      coalesce(sum(ev.publisher_payout) FILTER (WHERE ev.credit_status = 1 AND ev.created_at >= (SELECT u.protected_at FROM admin.users u WHERE u.id = $1)), 0)::float8 AS payout_since_protection
    FROM admin.offer_events ev WHERE ev.user_id = $1
  ) e, (
    SELECT coalesce(sum(pm.amount) FILTER (WHERE pm.status = 1), 0)::float8 AS payouts_sum, count(*) FILTER (WHERE pm.status = 1)::int AS payouts_count
    FROM admin.payments pm WHERE pm.user_id = $1
  ) p`;

export async function loadOfferTotals(db: Queryable, userId: number): Promise<OfferTotals> {
  const { rows } = await db.query<OfferTotals>(OFFER_SQL, [userId]);
  const r = rows[0]!;
  return {
    offer_clicks: r.offer_clicks,
    events: r.events,
    revenue: num(r.revenue),
    payout: num(r.payout),
    payout_since_protection: num(r.payout_since_protection),
    iap_spend: num(r.iap_spend),
    payouts_sum: num(r.payouts_sum),
    payouts_count: r.payouts_count,
  };
}
