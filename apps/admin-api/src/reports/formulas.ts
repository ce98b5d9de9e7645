import { COHORT_MONTHS, COLOUR_THRESHOLDS, FUNNEL_STEPS, LATE_SUFFIX, cohortMonthMeasure } from '@bo/contract';
import { RECONCILIATION_WINDOW_DAYS } from '../user-details/constants.ts';

/**
 * The measures of specification 04, rule 2, as SQL over a report's sums: revenue is the completes'
 * plus the offer events' revenue; reconciled counts against the complete's own day; conversion =
 * completes / clicks; EPC = revenue / clicks; recon % = reconciled / completes; net revenue =
 * revenue - reconciled revenue; margin = net revenue - publisher payout (completes' and offer events').
 */
import type { FormulaKeys } from './types.ts';
import { DIMENSION_LABELS } from './labels.ts';

type Sum = (name: string) => string;
type Formula = (s: Sum, keys?: FormulaKeys) => string;

const z = (x: string) => `coalesce(${x}, 0)`;
const money = (x: string) => `round((${x})::numeric, 2)`;
const percent = (part: string, whole: string) => `round(100.0 * ${z(part)} / nullif(${whole}, 0), 2)`;
const oneDecimal = (x: string) => `round((${x})::numeric, 1)`;
const revenue = (s: Sum) => `(${z(s('survey_revenue'))} + ${z(s('offer_revenue'))})`;
const payout = (s: Sum) => `(${z(s('survey_payout'))} + ${z(s('offer_payout'))})`;
const net = (s: Sum) => `(${revenue(s)} - ${z(s('reconciled_revenue'))})`;

/** A cohort sum per user of the cohort. */
const cohortPerUser = (s: Sum, sum: string) => `round(${z(s(sum))} / nullif(${s('users')}, 0), 2)`;

/** Our own apps' user rewards plus the bonuses credited (the P&L's cost of users). */
const rewardsAndBonuses = (s: Sum) => `(${z(s('own_user_reward'))} + ${z(s('bonuses'))})`;
/** What leaves the business: external publishers' payouts, our users' rewards and bonuses. */
const costs = (s: Sum) => `(${z(s('external_payout'))} + ${rewardsAndBonuses(s)})`;

/** A moment kept as epoch seconds (a side's missing row is 0), shown as UTC date and time. */
const moment = (epoch: string) =>
  `CASE WHEN ${epoch} > 0 THEN to_char(to_timestamp(${epoch}) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') END`;
const perUser = (sum: string, users: string) => `round(${z(sum)} / nullif(${users}, 0), 2)`;

/** Cohort Report: net revenue per user in month k since sign-up, over the users whose month k has begun. */
const COHORT_FORMULAS: Record<string, Formula> = Object.fromEntries(
  Array.from({ length: COHORT_MONTHS }, (_, k) => [
    cohortMonthMeasure(k).key,
    (s: Sum) => perUser(s(`cohort_m${k}`), s(`cohort_reached_m${k}`)),
  ]),
);

const avgDays = (s: Sum) => `(${s('days_since_complete')} / nullif(${s('completes')}, 0))`;
const { highFrom, mediumFrom } = COLOUR_THRESHOLDS.confidence;

/** What a row adds to a publisher's balance: payout earned less reconciled, less payments paid, plus adjustments. */
const balanceChange = (s: Sum) => `(${payout(s)} - ${z(s('reconciled_payout'))} - ${z(s('payments_paid'))} + ${z(s('adjustments'))})`;

export const FORMULA = {
  ...COHORT_FORMULAS,
  cumulative_net_revenue_per_user: (s) => perUser(s('cohort_total'), s('users')),
  reloads: (s) => z(s('reloads')),
  reload_users: (s) => z(s('reload_users')),
  avg_surveys_shown: (s) => `round(${s('surveys_shown')}::numeric / nullif(${s('reloads')}, 0), 1)`,
  zero_survey_percent: (s) => percent(s('zero_reloads'), s('reloads')),
  avg_router_ms: (s) => `round(${s('router_ms')}::numeric / nullif(${s('reloads')}, 0))`,
  clicks_per_reload: (s) => `round(${z(s('reload_clicks'))}::numeric / nullif(${s('reloads')}, 0), 2)`,
  apps: (s) => z(s('apps')),
  claims: (s) => z(s('claims')),
  claimed: (s) => money(z(s('claimed'))),
  waiting: (s) => z(s('waiting')),
  waiting_amount: (s) => money(z(s('waiting_amount'))),
  failed_claims: (s) => z(s('failed_claims')),
  refunded: (s) => money(z(s('refunded'))),
  first_time_claimers: (s) => z(s('first_time_claimers')),
  click_share: (s) => percent(s('clicks'), `sum(${z(s('clicks'))}) OVER ()`),
  schedule: (s) =>
    `CASE WHEN ${s('every_minutes')} IS NULL THEN 'Not in the job registry' WHEN ${s('every_minutes')} = 60 THEN 'Every hour'
      WHEN ${s('every_minutes')} % 60 = 0 THEN 'Every ' || ${s('every_minutes')} / 60 || ' hours' ELSE 'Every ' || ${s('every_minutes')} || ' min' END`,
  last_start: (s) => moment(s('last_start_epoch')),
  last_duration: (s) => `round(${s('last_duration_ms')} / 1000.0, 1)`,
  last_status: (s) => s('last_status'),
  // Late: the next start (last start + interval) has passed and the job is not running.
  next_due: (s) =>
    `${moment(`${s('last_start_epoch')} + 60 * ${s('every_minutes')}`)} || CASE WHEN ${s('last_status')} <> 'running'
      AND to_timestamp(${s('last_start_epoch')} + 60 * ${s('every_minutes')}) < now() THEN '${LATE_SUFFIX}' ELSE '' END`,
  failures_24h: (s) => z(s('failures_24h')),
  reported: (s) => money(s('reported')),
  // What the supplier reported less our net revenue; empty until it reports.
  difference: (s) => money(`${s('reported')} - ${net(s)}`),
  statement_status: (s) => s('statement_status'),
  invoice_no: (s) => s('invoice_no'),
  // As on user details (02, section 7): a month younger than the reconciliation window projects its
  // current rate over the window; an older one is what it is.
  projected_percent: (s) =>
    `CASE WHEN ${avgDays(s)} < ${RECONCILIATION_WINDOW_DAYS} THEN least(100, round(${percent(s('reconciled'), s('completes'))} * ${RECONCILIATION_WINDOW_DAYS} / greatest(1, round(${avgDays(s)}, 2)), 2))
      ELSE ${percent(s('reconciled'), s('completes'))} END`,
  confidence: (s) =>
    `CASE WHEN ${z(s('completes'))} >= ${highFrom} THEN 'High' WHEN ${z(s('completes'))} >= ${mediumFrom} THEN 'Medium' ELSE 'Low' END`,
  avg_days_since_complete: (s) => `round(${avgDays(s)}, 1)`,
  earned: (s) => money(payout(s)),
  deductions: (s) => money(z(s('reconciled_payout'))),
  payments_paid: (s) => money(z(s('payments_paid'))),
  adjustments: (s) => money(z(s('adjustments'))),
  // The balance at the row's period end: what came before the window, then the window's rows in time.
  balance: (s, keys) => {
    const partition = keys && keys.dims.length > 0 ? `PARTITION BY ${keys.dims.join(', ')}` : '';
    const order = keys?.period ? `ORDER BY ${keys.period}` : '';
    return money(`${z(s('opening_earned'))} + ${z(s('opening_paid'))} + sum(${balanceChange(s)}) OVER (${partition} ${order})`);
  },
  revenue_reversed: (s) => money(z(s('reconciled_revenue'))),
  last_received: (s) => moment(s('last_reconciled_epoch')),

  clicks: (s) => z(s('clicks')),
  completes: (s) => z(s('completes')),
  conversion: (s) => percent(s('completes'), s('clicks')),
  revenue: (s) => money(revenue(s)),
  reconciled: (s) => z(s('reconciled')),
  reconciled_revenue: (s) => money(z(s('reconciled_revenue'))),
  net_revenue: (s) => money(net(s)),
  publisher_payout: (s) => money(payout(s)),
  margin: (s) => money(`${net(s)} - ${payout(s)}`),
  margin_percent: (s) => percent(`${net(s)} - ${payout(s)}`, net(s)),
  epc: (s) => `round(${revenue(s)} / nullif(${s('clicks')}, 0), 4)`,
  recon_percent: (s) => percent(s('reconciled'), s('completes')),
  at_risk: (s) => z(s('at_risk')),
  worst_buyer: (s) => DIMENSION_LABELS.buyer!(s('worst_buyer_id')),
  survey_revenue: (s) => money(z(s('survey_revenue'))),
  offer_revenue: (s) => money(z(s('offer_revenue'))),
  offer_events: (s) => z(s('offer_events')),
  user_rewards: (s) => money(`${z(s('survey_user_reward'))} + ${z(s('offer_user_reward'))}`),
  user_reward: (s) => money(z(s('survey_user_reward'))),
  new_users: (s) => s('new_users'),
  active_users: (s) => s('active_users'),
  claims_paid: (s) => money(s('claims_paid')),
  init: (s) => z(s('clicks_init')),
  screen_out: (s) => z(s('clicks_screen_out')),
  cancelled: (s) => z(s('clicks_cancelled')),
  completed_share: (s) => percent(s('clicks_completed'), s('clicks')),
  screen_out_share: (s) => percent(s('clicks_screen_out'), s('clicks')),
  cancelled_share: (s) => percent(s('clicks_cancelled'), s('clicks')),
  init_share: (s) => percent(s('clicks_init'), s('clicks')),
  // A click without a raw status is shown as on Response Status.
  top_raw_status: (s) => `CASE WHEN (${s('top_raw_status')})::text = '' THEN '(none)' ELSE (${s('top_raw_status')})::text END`,
  avg_loi: (s) => `round(${s('loi_sum')}::numeric / nullif(${s('completes')}, 0), 1)`,
  avg_cpi: (s) => `round(${z(s('survey_revenue'))} / nullif(${s('completes')}, 0), 2)`,
  revenue_share: (s) => `round(100.0 * ${revenue(s)} / nullif(sum(${revenue(s)}) OVER (), 0), 2)`,
  cint_completes: (s) => z(s('cint_completes')),
  cint_share: (s) => percent(s('cint_completes'), s('completes')),
  cint_revenue: (s) => money(z(s('cint_revenue'))),
  cint_epc: (s) => `round(${z(s('cint_revenue'))} / nullif(${s('cint_clicks')}, 0), 4)`,
  other_epc: (s) =>
    `round((${z(s('survey_revenue'))} - ${z(s('cint_revenue'))}) / nullif(${z(s('clicks'))} - ${z(s('cint_clicks'))}, 0), 4)`,
  cint_recon_percent: (s) => percent(s('cint_reconciled'), s('cint_completes')),
  quota_left: (s) => s('quota'),
  live_survey_count: (s) => s('live_survey_count'),
  completes_today: (s) => z(s('completes_today')),
  completes_yesterday: (s) => z(s('completes_yesterday')),
  completes_7d: (s) => z(s('completes_7d')),
  conversion_7d: (s) => percent(s('completes_7d'), s('clicks_7d')),
  epc_7d: (s) => `round(${z(s('revenue_7d'))} / nullif(${s('clicks_7d')}, 0), 4)`,
  recon_last_month: (s) => percent(s('reconciled_last_month'), s('completes_last_month')),
  change_prior_7d: (s) =>
    `round(100.0 * (${z(s('completes_7d'))} - ${z(s('completes_prior_7d'))}) / nullif(${s('completes_prior_7d')}, 0), 2)`,
  users: (s) => z(s('users')),
  // Offers (specification 04, section 8).
  event_rate: (s) => percent(s('offer_events'), s('clicks')),
  rejected_percent: (s) => percent(s('rejected_events'), s('all_events')),
  iap: (s) => money(z(s('iap_value'))),
  advertiser_roas: (s) => percent(s('iap_value'), s('offer_revenue')),
  event_users: (s) => z(s('event_users')),
  high_risk_percent: (s) => percent(s('high_risk_events'), s('all_events')),
  hidden_percent: (s) => percent(s('hidden_events'), s('all_events')),
  users_banned_percent: (s) => percent(s('banned_users'), s('event_users')),
  iap_per_user: (s) => `round(${z(s('iap_value'))} / nullif(${s('event_users')}, 0), 2)`,
  users_reaching: (s) => z(s('reaching_users')),
  median_delay_hours: (s) => `round((${s('median_delay_hours')})::numeric, 1)`,
  revenue_per_event: (s) => `round(${z(s('offer_revenue'))} / nullif(${s('offer_events')}, 0), 2)`,
  credited_percent: (s) => percent(s('credited_events'), s('offer_events')),
  activated_percent: (s) => percent(s('activated'), s('users')),
  banned_percent: (s) => percent(s('banned'), s('users')),
  completes_per_user: (s) => `round(${z(s('completes'))}::numeric / nullif(${s('users')}, 0), 2)`,
  net_revenue_per_user: (s) => `round((${z(s('survey_revenue'))} - ${z(s('reconciled_revenue'))}) / nullif(${s('users')}, 0), 2)`,
  external_payout: (s) => money(z(s('external_payout'))),
  rewards_and_bonuses: (s) => money(rewardsAndBonuses(s)),
  liability_change: (s) => money(`${rewardsAndBonuses(s)} - ${z(s('claims_paid'))}`),
  costs: (s) => money(costs(s)),
  marketing_spend: (s) => money(z(s('spend'))),
  gross_margin: (s) => money(`${net(s)} - ${costs(s)}`),
  gross_margin_percent: (s) => percent(`${net(s)} - ${costs(s)}`, net(s)),
  survey_epc: (s) => `round(${z(s('survey_revenue'))} / nullif(${s('clicks')}, 0), 4)`,
  bb_clicks: (s) => z(s('bb_clicks')),
  bb_completes: (s) => z(s('bb_completes')),
  bb_revenue: (s) => money(z(s('bb_revenue'))),
  bb_epc: (s) => `round(${z(s('bb_revenue'))} / nullif(${s('bb_clicks')}, 0), 4)`,
  // How far our EPC is above (+) or below (-) Bitburst's, in percent of theirs.
  epc_gap: (s) =>
    `round(100.0 * (${z(s('survey_revenue'))} / nullif(${s('clicks')}, 0) - ${z(s('bb_revenue'))} / nullif(${s('bb_clicks')}, 0)) / nullif(${z(s('bb_revenue'))} / nullif(${s('bb_clicks')}, 0), 0), 2)`,
  runs: (s) => z(s('runs')),
  failed_runs: (s) => z(s('failed_runs')),
  surveys_received: (s) => z(s('surveys_received')),
  surveys_new: (s) => z(s('surveys_new')),
  surveys_updated: (s) => z(s('surveys_updated')),
  surveys_closed: (s) => z(s('surveys_closed')),
  live_surveys: (s) => s('live_end'),
  // Survey Inventory: as of the newest snapshot; live per day = the live rows over the days they span.
  inventory_live: (s) => z(s('inventory_live')),
  inventory_avg_cpi: (s) => money(s('inventory_cpi')),
  inventory_median_loi: (s) => oneDecimal(s('inventory_loi')),
  inventory_quota_left: (s) => z(s('inventory_quota')),
  inventory_added_today: (s) => z(s('inventory_added')),
  inventory_closed_today: (s) => z(s('inventory_closed')),
  inventory_conversion_7d: (s) => percent(s('inventory_completes_7d'), s('inventory_clicks_7d')),
  inventory_live_per_day: (s) => oneDecimal(`${z(s('inventory_live_rows'))}::numeric / nullif(${s('inventory_days')}, 0)`),
  last_error: (s) => s('last_error'),
  // Staff, support and activity (specification 04, sections 4 and 5); medians in minutes or hours, 1 decimal.
  completed: (s) => z(s('clicks_completed')),
  tickets_reviewed: (s) => z(s('tickets_reviewed')),
  tickets_approved: (s) => z(s('tickets_approved')),
  tickets_rejected: (s) => z(s('tickets_rejected')),
  approval_percent: (s) => percent(s('tickets_approved'), s('tickets_reviewed')),
  median_review_minutes: (s) => oneDecimal(s('review_minutes_median')),
  page_views: (s) => z(s('page_views')),
  actions: (s) => z(s('actions')),
  status_changes: (s) => z(s('status_changes')),
  reviews_judged: (s) => z(s('reviews_judged')),
  chat_messages: (s) => z(s('chat_messages')),
  click_tickets_reviewed: (s) => z(s('click_tickets_reviewed')),
  active_days: (s) => z(s('active_days')),
  active_hours_per_day: (s) => `round(${s('active_hours')}::numeric / nullif(${s('active_days')}, 0), 1)`,
  conversations_handled: (s) => z(s('conversations_handled')),
  tickets_closed: (s) => z(s('tickets_closed')),
  median_first_response_minutes: (s) => oneDecimal(s('first_response_median')),
  csat_percent: (s) => percent(s('ratings_satisfied'), s('ratings')),
  conversations_replied: (s) => z(s('conversations_replied')),
  conversations_closed: (s) => z(s('conversations_closed')),
  messages_sent: (s) => z(s('messages_sent')),
  macro_share: (s) => percent(s('macro_messages'), s('messages_sent')),
  median_handling_minutes: (s) => oneDecimal(s('handling_median')),
  new_chats: (s) => z(s('new_chats')),
  new_tickets: (s) => z(s('new_tickets')),
  conversations_reopened: (s) => z(s('conversations_reopened')),
  open_at_day_end: (s) => s('open_at_day_end'),
  snoozed_at_day_end: (s) => s('snoozed_at_day_end'),
  median_resolution_hours: (s) => oneDecimal(s('resolution_median')),
  judged_problem: (s) => z(s('judged_problem')),
  judged_review: (s) => z(s('judged_review')),
  judged_good: (s) => z(s('judged_good')),
  judged_perfect: (s) => z(s('judged_perfect')),
  bans: (s) => z(s('bans')),
  activations: (s) => z(s('activations')),
  approvals_asked: (s) => z(s('approvals_asked')),
  approvals_granted: (s) => z(s('approvals_granted')),
  rebanned_percent: (s) => percent(s('activations_rebanned'), s('activations')),
  ips: (s) => z(s('ips')),
  countries: (s) => z(s('countries')),
  cities: (s) => z(s('cities')),
  top_country: (s) => s('top_country'),
  top_city: (s) => s('top_city'),
  last_seen: (s) => s('last_seen'),
  last_ip: (s) => s('last_ip'),
  user_status: (s) => s('user_status'),
  copy_pasted_percent: (s) => percent(s('copy_pasted'), s('answers')),
  questions: (s) => z(s('questions')),
  user_share: (s) => `round(100.0 * ${z(s('users'))} / nullif(sum(${z(s('users'))}) OVER (), 0), 2)`,
  risky_country: (s) => `CASE WHEN ${s('risky')} THEN 'Risky' END`,
  // High Risk Metrics and User Profiling Lookup (specification 04, sections 4 and 7).
  banned: (s) => z(s('banned')),
  ban_rate: (s) => percent(s('banned'), s('users')),
  activated: (s) => z(s('activated')),
  precode: (s) => s('precode'),
  manually: (s) => z(s('manually')),
  automatically: (s) => z(s('automatically')),
  supplier_match: (s) => z(s('supplier_match')),
  // The products' pages: payout earned is what the product earns as a publisher; product margin
  // (rule 2) = payout earned - user rewards and bonuses.
  payout_earned: (s) => money(payout(s)),
  bonuses: (s) => money(s('bonuses')),
  product_margin: (s) => money(`${payout(s)} - ${z(s('survey_user_reward'))} - ${z(s('offer_user_reward'))} - ${s('bonuses')}`),
  offer_clicks: (s) => z(s('offer_clicks')),
  offer_payout: (s) => money(z(s('offer_payout'))),
  offer_user_rewards: (s) => money(z(s('offer_user_reward'))),
  offer_margin: (s) => money(`${z(s('offer_payout'))} - ${z(s('offer_user_reward'))}`),
  offer_epc: (s) => `round(${z(s('offer_revenue'))} / nullif(${s('offer_clicks')}, 0), 4)`,
  active_d1_percent: (s) => percent(s('active_d1'), s('users')),
  active_d7_percent: (s) => percent(s('active_d7'), s('users')),
  active_d30_percent: (s) => percent(s('active_d30'), s('users')),
  payout_per_user_d7: (s) => cohortPerUser(s, 'payout_d7'),
  payout_per_user_d30: (s) => cohortPerUser(s, 'payout_d30'),
  payout_per_user_d90: (s) => cohortPerUser(s, 'payout_d90'),
  rewards_per_user: (s) => cohortPerUser(s, 'rewards_d90'),
  spend_per_user: (s) => `round(${s('spend')} / nullif(${s('users')}, 0), 2)`,
  roas: (s) => percent(s('payout_d90'), s('spend')),
  spend: (s) => money(s('spend')),
  cac: (s) => `round(${s('spend')} / nullif(${s('users')}, 0), 2)`,
  roas_d7: (s) => percent(s('payout_d7'), s('spend')),
  roas_d30: (s) => percent(s('payout_d30'), s('spend')),
  roas_d90: (s) => percent(s('payout_d90'), s('spend')),
  sent: (s) => z(s('sent')),
  delivered_percent: (s) => percent(s('delivered'), s('sent')),
  open_percent: (s) => percent(s('opened'), s('sent')),
  click_percent: (s) => percent(s('clicked'), s('sent')),
  bounce_percent: (s) => percent(s('bounced'), s('sent')),
  complaint_percent: (s) => percent(s('complained'), s('sent')),
  active_percent: (s) => percent(s('active_d90'), s('users')),
  cohort_revenue: (s) => money(z(s('revenue_d90'))),
  cohort_payout: (s) => money(z(s('payout_d90'))),
  cohort_rewards: (s) => money(z(s('rewards_d90'))),
  cohort_claims: (s) => money(z(s('claims_d90'))),
  value_per_user: (s) => `round((${z(s('payout_d90'))} - ${z(s('rewards_d90'))}) / nullif(${s('users')}, 0), 2)`,
  // Statistics: each lifecycle step of the sign-ups, and its % of the step before (the first: of the sign-ups).
  sign_ups: (s) => z(s('sign_ups')),
  ...Object.fromEntries(
    FUNNEL_STEPS.flatMap((step, i) => {
      const before = i === 0 ? 'sign_ups' : `step_${FUNNEL_STEPS[i - 1]!.event}`;
      return [
        [`step_${step.event}`, (s: Sum) => z(s(`step_${step.event}`))],
        [`step_${step.event}_percent`, (s: Sum) => percent(s(`step_${step.event}`), s(before))],
      ];
    }),
  ),
  // Affiliate Report: ROI = (their users' revenue - cost) / cost.
  conversions: (s) => z(s('conversions')),
  cost: (s) => money(z(s('cost'))),
  users_revenue: (s) => money(z(s('users_revenue'))),
  roi: (s) => `round(100.0 * (${z(s('users_revenue'))} - ${z(s('cost'))}) / nullif(${s('cost')}, 0), 2)`,
  // Missed Opportunities: a live survey's own figures.
  cpi: (s) => money(s('cpi')),
  loi: (s) => s('loi'),
  completes_24h: (s) => z(s('completes_24h')),
  eligible_users: (s) => z(s('eligible_users')),
} satisfies Record<string, Formula>;

/** The formulas of a report's measures, by key (a measure without a formula is a bug caught at start). */
export function formulasOf(keys: readonly string[]): Record<string, Formula> {
  return Object.fromEntries(
    keys.map((key) => {
      const formula = (FORMULA as Record<string, Formula>)[key];
      if (!formula) throw new Error(`Report measure ${key} has no formula`);
      return [key, formula];
    }),
  );
}
