import { FUNNEL_STEPS, PRODUCTS } from '@bo/contract';
import { ACTIVE_USERS } from './sources.ts';
import type { ReportSource } from './types.ts';

// Sources of Statistics, Affiliate Report and Missed Opportunities (specification 04, sections 2-3).

const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const PRODUCT_APPS = PRODUCTS.map((p) => p.appId).join(', ');
const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;
/** Whether the user reached a lifecycle event (trigger_events' unique (user_id, event) index). */
const reached = (user: string, event: string) =>
  `EXISTS (SELECT 1 FROM admin.trigger_events te WHERE te.user_id = ${user} AND te.event = ${event})`;

/** The products' sign-ups on their created_at, each with the lifecycle events they reached since. */
export const SIGN_UPS: ReportSource = {
  from: 'admin.users fu',
  day: `(fu.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `fu.created_at >= ${utcBound(lo)} AND fu.created_at < ${utcBound(hi)}`,
  where: `fu.app_id IN (${PRODUCT_APPS})`,
  dims: { product: 'fu.app_id', country: 'fu.country_code', platform: 'fu.platform', user_source: 'fu.external_source' },
  sums: {
    sign_ups: 'count(*)',
    ...Object.fromEntries(FUNNEL_STEPS.map((s) => [`step_${s.event}`, `count(*) FILTER (WHERE ${reached('fu.id', sqlText(s.event))})`])),
  },
};

/** The products' active users of the day (daily_active_users), beside their sign-ups. */
export const PRODUCT_ACTIVE_USERS: ReportSource = {
  ...ACTIVE_USERS,
  where: `au.app_id IN (${PRODUCT_APPS})`,
  dims: { product: 'au.app_id', country: 'au.country_code', platform: 'au.platform' },
};

/**
 * The users each affiliate partner brought (users.external_source = the partner's source key, in its
 * product) on their sign-up day: conversions reached the partner's payout event, each costing its
 * payout; revenue is what the users earned us to date (completes' revenue and offer events not rejected).
 */
export const AFFILIATE_USERS: ReportSource = {
  from: `admin.affiliate_partners ap
    JOIN admin.users afu ON afu.app_id = ap.app_id AND afu.external_source = ap.source_key
    CROSS JOIN LATERAL (SELECT
      (SELECT coalesce(sum(c.revenue), 0) FROM admin.clicks c WHERE c.user_id = afu.id AND c.status = 1)
      + (SELECT coalesce(sum(e.revenue), 0) FROM admin.offer_events e WHERE e.user_id = afu.id AND e.status <> 2) AS revenue,
      ${reached('afu.id', 'ap.payout_event')} AS converted) afr`,
  day: `(afu.created_at AT TIME ZONE 'UTC')::date`,
  window: (lo, hi) => `afu.created_at >= ${utcBound(lo)} AND afu.created_at < ${utcBound(hi)}`,
  dims: { product: 'ap.app_id', partner: 'ap.id' },
  sums: {
    sign_ups: 'count(*)',
    users: 'count(*)',
    conversions: 'count(*) FILTER (WHERE afr.converted)',
    cost: 'coalesce(sum(ap.payout) FILTER (WHERE afr.converted), 0)',
    users_revenue: 'sum(afr.revenue)',
    banned: 'count(*) FILTER (WHERE afu.status IN (2, 3))',
  },
};

/** Our platforms a survey's device list accepts (surveys.devices: desktop, mobile, tablet). */
const ON_DEVICE = (user: string, survey: string) =>
  `(cardinality(${survey}.devices) = 0 OR ${user}.platform = ANY(
    CASE WHEN 'desktop' = ANY(${survey}.devices) THEN ARRAY['web'] ELSE ARRAY[]::text[] END
    || CASE WHEN ${survey}.devices && ARRAY['mobile', 'tablet'] THEN ARRAY['ios', 'android'] ELSE ARRAY[]::text[] END))`;

/** Active users of the survey's country whose profiling answers meet each of its qualifications. */
const qualifiedUsers = (onDevice: boolean) => `(SELECT count(*) FROM admin.users eu
    WHERE eu.country_code = ms.country_code AND eu.status = 1${onDevice ? ` AND ${ON_DEVICE('eu', 'ms')}` : ''}
      AND NOT EXISTS (SELECT 1 FROM admin.qualifications eq WHERE eq.survey_id = ms.id AND NOT EXISTS (
        SELECT 1 FROM admin.user_profiling_answers ea JOIN admin.question_answers eqa ON eqa.id = ea.answer_id
        WHERE ea.user_id = eu.id AND ea.question_id = eq.question_id AND eqa.precode = ANY(eq.precodes))))`;

/**
 * A qualification of the survey on one of our questions that no mapping of its supplier's questions in
 * the survey's country reaches, where the supplier's questions there go through Questions Mapping.
 */
const UNMAPPED = `EXISTS (SELECT 1 FROM admin.qualifications uq WHERE uq.survey_id = ms.id
    AND EXISTS (SELECT 1 FROM admin.qualification_questions sq WHERE sq.supplier_id = ms.supplier_id AND sq.country_code = ms.country_code)
    AND NOT EXISTS (SELECT 1 FROM admin.question_mappings qm JOIN admin.qualification_questions qq ON qq.id = qm.qualification_question_id
      WHERE qq.supplier_id = ms.supplier_id AND qq.country_code = ms.country_code AND uq.question_id IN (qm.question_id, qm.second_question_id)))`;

/**
 * Live surveys (status 1, visible) with what blocks them: an unmapped question first, else the device
 * list when it leaves fewer than half of the users who qualify otherwise, else no active user of the
 * country meeting its qualifications.
 */
export const MISSED_SURVEYS: ReportSource = {
  from: `admin.surveys ms CROSS JOIN LATERAL (SELECT ${qualifiedUsers(true)} AS on_device, ${qualifiedUsers(false)} AS any_device) me`,
  day: `(ms.created_at AT TIME ZONE 'UTC')::date`,
  // What is live now, whatever the window (the bounds are still bound, so their placeholders have a type).
  window: (lo, hi) => `(${lo} IS NOT NULL AND ${hi} IS NOT NULL)`,
  where: 'ms.status = 1 AND ms.visibility = 1',
  threshold: (min) => `ms.cpi >= ${min}`,
  dims: {
    survey: 'ms.id',
    supplier: 'ms.supplier_id',
    country: 'ms.country_code',
    blocking_reason: `CASE WHEN ${UNMAPPED} THEN 'unmapped_question'
      WHEN cardinality(ms.devices) > 0 AND me.on_device * 2 < me.any_device THEN 'device'
      WHEN me.any_device = 0 THEN 'no_eligible_users' ELSE 'none' END`,
  },
  sums: {
    cpi: 'max(ms.cpi)',
    loi: 'max(ms.loi)',
    quota: 'sum(ms.quota_remaining)',
    completes_24h: `sum((SELECT count(*) FROM admin.clicks mc WHERE mc.survey_id = ms.id AND mc.status = 1
      AND mc.completed_at > now() - interval '24 hours'))`,
    eligible_users: 'sum(me.on_device)',
  },
};
