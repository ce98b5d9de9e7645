import { PRODUCTS, type Product } from '../../products.ts';
import type { ProductPrefix } from '../../routes/types.ts';
import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import type { ReportDef } from '../types.ts';

/**
 * The products' aggregated pages (specification 04, section 1): one definition per page kind,
 * made once per product; each reads only its app's rows (`appId`) and shares its server side (`family`).
 */
type ProductReport = Omit<ReportDef, 'resource' | 'name' | 'url' | 'routeName' | 'appId' | 'family' | 'exportName'>;

function productReport(product: Product, slug: string, family: string, input: ProductReport): ReportDef {
  const routeName = `${product.prefix}_${slug.replaceAll('-', '_')}`;
  return defineReport({
    ...input,
    name: routeName,
    url: `/api/reports/${product.prefix}-${slug}`,
    routeName,
    appId: product.appId,
    family,
    exportName: routeName,
  });
}

const DAY_WINDOW = { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 } as const;
// The reports' common window key (filter[dayFrom]), over the sign-up days.
const COHORT_WINDOW = { key: 'day', label: 'Sign-up Date', defaultMonths: 6, maxDays: 366 } as const;

/** /{p}-performance: the product's daily P&L. */
const performance = (p: Product) =>
  productReport(p, 'performance', 'product_performance', {
    title: 'Performance',
    grains: ['day'],
    dimensions: [D.country, D.platform],
    groupBy: { default: [], max: 0 },
    measures: [
      M.newUsers,
      M.activeUsers,
      M.clicks,
      M.completes,
      M.conversion,
      M.surveyRevenue,
      M.offerRevenue,
      M.payoutEarned,
      M.userRewards,
      M.bonuses,
      M.claimsPaid,
      M.productMargin,
    ],
    window: DAY_WINDOW,
    chart: { kind: 'line', series: [{ key: 'payout_earned', as: 'bar' }, { key: 'user_rewards', as: 'bar' }, { key: 'product_margin' }] },
  });

/** /{p}-offerwall-performance: which offer provider earns here (day x provider). */
const offerwallPerformance = (p: Product) =>
  productReport(p, 'offerwall-performance', 'product_offerwall_performance', {
    title: 'Offerwall Performance',
    grains: ['day'],
    dimensions: [D.provider, D.country, D.platform],
    groupBy: { default: ['provider'], max: 0 },
    measures: [M.offerClicks, M.offerEvents, M.offerRevenue, M.offerPayout, M.offerUserRewards, M.offerMargin, M.offerEpc],
    window: DAY_WINDOW,
    chart: { kind: 'line', series: [{ key: 'offer_revenue' }, { key: 'offer_margin' }] },
  });

/** /{p}-cohort-analysis: does a sign-up cohort pay back (from the cohort rollup). */
const cohortAnalysis = (p: Product) =>
  productReport(p, 'cohort-analysis', 'product_cohort_analysis', {
    title: 'Cohort Analysis',
    grains: ['week', 'month'],
    dimensions: [D.country, D.signupSource],
    groupBy: { default: [], max: 0 },
    measures: [
      M.users,
      M.activatedPercent,
      M.activeD1,
      M.activeD7,
      M.activeD30,
      M.payoutPerUserD7,
      M.payoutPerUserD30,
      M.payoutPerUserD90,
      M.rewardsPerUser,
      M.spendPerUser,
      M.roas,
    ],
    window: COHORT_WINDOW,
    chart: { kind: 'line', series: [{ key: 'payout_per_user_d7' }, { key: 'payout_per_user_d30' }, { key: 'payout_per_user_d90' }] },
  });

/** /fs-cohort-analysis-2 (Cohort Analysis New, top admins only): cohorts by Adjust network and campaign against spend. */
const cohortAnalysisNew = (p: Product) =>
  productReport(p, 'cohort-analysis-2', 'product_cohort_analysis_2', {
    title: 'Cohort Analysis New',
    grains: ['month'],
    dimensions: [D.network, D.campaign],
    groupBy: { default: ['network'], max: 2 },
    measures: [M.users, M.spend, M.cac, M.roasD7, M.roasD30, M.roasD90, M.bannedPercent],
    window: COHORT_WINDOW,
    chart: { kind: 'line', series: [{ key: 'roas_d7' }, { key: 'roas_d30' }, { key: 'roas_d90' }] },
  });

/** /fs-email-statistics, /po-email-statistics: deliverability per day and template. */
const emailStatistics = (p: Product) =>
  productReport(p, 'email-statistics', 'product_email_statistics', {
    title: 'E-Mail Statistics',
    grains: ['day'],
    dimensions: [D.template],
    groupBy: { default: ['template'], max: 0 },
    measures: [M.emailsSent, M.deliveredPercent, M.openPercent, M.clickPercent, M.bouncePercent, M.complaintPercent],
    window: DAY_WINDOW,
    chart: { kind: 'line', series: [{ key: 'delivered_percent' }, { key: 'open_percent' }] },
  });

/** /po-value-report: what a user is worth by sign-up month and country (or source). */
const valueReport = (p: Product) =>
  productReport(p, 'value-report', 'product_value_report', {
    title: 'Value Report',
    grains: ['month'],
    dimensions: [D.country, D.signupSource, D.platform],
    groupBy: { default: ['country'], max: 1 },
    measures: [M.users, M.activePercent, M.cohortRevenue, M.cohortPayout, M.cohortRewards, M.cohortClaims, M.valuePerUser],
    window: { ...COHORT_WINDOW, defaultMonths: 12 },
    chart: { kind: 'line', series: [{ key: 'value_per_user' }] },
  });

/** Each page kind and the products that have it (the route table's, specification 01 section 2.4). */
const KINDS: readonly { make: (p: Product) => ReportDef; only?: readonly ProductPrefix[] }[] = [
  { make: performance },
  { make: offerwallPerformance },
  { make: cohortAnalysis },
  { make: cohortAnalysisNew, only: ['fs'] },
  { make: emailStatistics, only: ['fs', 'po'] },
  { make: valueReport, only: ['po'] },
];

/** Every product report, product by product. */
export const productReports: readonly ReportDef[] = PRODUCTS.flatMap((p) =>
  KINDS.filter((k) => !k.only || k.only.includes(p.prefix)).map((k) => k.make(p)),
);
