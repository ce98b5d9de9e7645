import { THIRTY_DAYS } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { lastDays } from '../months.ts';
import { num, percent, round2 } from '../format.ts';

interface DayRow {
  day: string;
  clicks: number;
  completes: number;
  survey_payout: number;
}

/** The user's clicks of the last 30 UTC days by day, summed over suppliers from admin.user_click_days (migration 079). */
const CLICK_DAYS_SQL = `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.clicks)::int AS clicks, sum(d.completes)::int AS completes,
    sum(d.payout)::float8 AS survey_payout
  FROM admin.user_click_days d WHERE d.user_id = $1 AND d.day >= $2::date
  GROUP BY d.day`;

/** Publisher payout of the user's credited offer events of the last 30 days by day. */
const OFFER_DAYS_SQL = `
  SELECT to_char(date_trunc('day', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, coalesce(sum(e.publisher_payout), 0)::float8 AS payout
  FROM admin.offer_events e WHERE e.user_id = $1 AND e.credit_status = 1 AND e.created_at >= $2
  GROUP BY date_trunc('day', e.created_at AT TIME ZONE 'UTC')`;

export interface DayCharts {
  rates: { labels: string[]; clicks: number[]; completes: number[]; conversion: number[] };
  payout: { series: Array<{ name: string; data: number[] }>; labels: string[] };
}

/** The 30-day clicks, completes and conversion chart and the daily publisher payout chart. */
export async function loadDayCharts(db: Queryable, userId: number, now: Date): Promise<DayCharts> {
  const labels = lastDays(now, THIRTY_DAYS);
  const from = new Date(`${labels[0]}T00:00:00Z`);
  const [clicks, offers] = await Promise.all([
    db.query<DayRow>(CLICK_DAYS_SQL, [userId, labels[0]]),
    db.query<{ day: string; payout: number }>(OFFER_DAYS_SQL, [userId, from]),
  ]);
  const clickDays = new Map(clicks.rows.map((r) => [r.day, r]));
  const offerDays = new Map(offers.rows.map((r) => [r.day, num(r.payout)]));
  const at = (day: string) => clickDays.get(day);
  return {
    rates: {
      labels,
      clicks: labels.map((d) => at(d)?.clicks ?? 0),
      completes: labels.map((d) => at(d)?.completes ?? 0),
      conversion: labels.map((d) => percent(at(d)?.completes ?? 0, at(d)?.clicks ?? 0)),
    },
    payout: {
      labels,
      series: [
        { name: 'Surveys', data: labels.map((d) => round2(num(at(d)?.survey_payout))) },
        { name: 'Offers', data: labels.map((d) => round2(offerDays.get(d) ?? 0)) },
      ],
    },
  };
}
