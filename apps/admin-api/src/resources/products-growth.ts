import {
  adjustConfigResource,
  adjustEventLogsResource,
  affiliatePartnersResource,
  emailsResource,
  logSpendResource,
  productByPrefix,
  productCompletesResource,
  productGrowthResources,
  triggersResource,
  vipUsersResource,
  type Product,
} from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { completes } from './clicks.ts';
import { OPTIONS_SQL } from './options.ts';

/**
 * The SQL side of the products' growth pages (issue 16): each reads only its product's app, fixed in
 * its FROM (an app id of the contract's product table, never a request value).
 */
const ofApp = (table: string, alias: string, p: Product) => `(SELECT * FROM ${table} WHERE app_id = ${p.appId}) ${alias}`;

const affiliatePartners = (p: Product): ServerResource => ({
  def: affiliatePartnersResource(p),
  from: `${ofApp('admin.affiliate_partners', 'ap', p)} LEFT JOIN LATERAL (
      SELECT count(*) AS signups, count(*) FILTER (WHERE u.status IN (2, 3)) AS banned,
        count(te.id) AS conversions
      FROM admin.users u
      LEFT JOIN admin.trigger_events te ON te.user_id = u.id AND te.event = ap.payout_event
      WHERE u.app_id = ap.app_id AND u.external_source = ap.source_key AND u.created_at >= now() - interval '30 days'
    ) s ON true`,
  idExpr: 'ap.id',
  idType: 'integer',
  columns: {
    id: 'ap.id',
    name: 'ap.name',
    source_key: 'ap.source_key',
    payout_event: 'ap.payout_event',
    payout: 'ap.payout::float8',
    postback_url: 'ap.postback_url',
    status: `CASE ap.status WHEN 1 THEN 'Active' ELSE 'Paused' END`,
    signups_30d: 's.signups',
    conversions_30d: 's.conversions',
    cost_30d: '(s.conversions * ap.payout)::float8',
    banned_percent: 'round(100.0 * s.banned / nullif(s.signups, 0), 2)::float8',
  },
  filters: { status: 'ap.status' },
  form: {
    table: 'admin.affiliate_partners',
    unique: [{ columns: ['app_id', 'source_key'] }],
    touch: { updated_at: 'now' },
    fixed: { app_id: p.appId },
  },
  statistics: { cost_30d: 'coalesce(sum(s.conversions * ap.payout), 0)::float8' },
});

const adjustEventLogs = (p: Product): ServerResource => ({
  def: adjustEventLogsResource(p),
  from: ofApp('admin.adjust_events', 'ae', p),
  idExpr: 'ae.id',
  columns: {
    id: 'ae.id',
    user_id: 'ae.user_id',
    adid: 'ae.adid',
    direction: 'ae.direction',
    event: 'ae.event',
    token: 'ae.token',
    revenue: 'ae.revenue::float8',
    network: 'ae.network',
    campaign: 'ae.campaign',
    http_status: 'ae.http_status',
    created_at: 'ae.created_at',
  },
  filters: { userId: 'ae.user_id', failed: { where: (v) => `((ae.http_status >= 400) = (${v} = 1))` } },
});

const adjustConfig = (p: Product): ServerResource => ({
  def: adjustConfigResource(p),
  from: `${ofApp('admin.adjust_config', 'ac', p)} LEFT JOIN admin.adjust_app_tokens at ON at.app_id = ac.app_id AND at.platform = ac.platform`,
  idExpr: 'ac.id',
  idType: 'integer',
  columns: {
    id: 'ac.id',
    our_event: 'ac.our_event',
    adjust_token: 'ac.adjust_token',
    platform: 'ac.platform',
    app_token: 'at.app_token',
    send_revenue: 'ac.send_revenue',
    enabled: 'ac.enabled',
    last_sent_at: 'ac.last_sent_at',
  },
  filters: { enabled: { where: (v) => `ac.enabled = (${v} = 1)` } },
  form: {
    table: 'admin.adjust_config',
    unique: [{ columns: ['app_id', 'our_event', 'platform'] }],
    touch: { updated_at: 'now' },
    fixed: { app_id: p.appId },
  },
  options: {
    platform: `SELECT DISTINCT platform AS value, platform AS label FROM admin.adjust_config WHERE app_id = ${p.appId} ORDER BY 1`,
  },
});

const logSpend = (p: Product): ServerResource => ({
  def: logSpendResource(p),
  from: `${ofApp('admin.log_spend', 'ls', p)} LEFT JOIN core.admins ad ON ad.id = ls.admin_id`,
  idExpr: 'ls.id',
  columns: {
    id: 'ls.id',
    day: `to_char(ls.day, 'YYYY-MM-DD')`,
    channel: 'ls.channel',
    partner: 'ls.partner',
    country_code: 'ls.country_code',
    amount: 'ls.amount::float8',
    note: 'ls.note',
    entered_by: 'ad.name',
  },
  filters: { day: { expr: 'ls.day', cast: 'date' }, country_code: 'ls.country_code' },
  sorts: { day: 'ls.day' },
  options: { country_code: OPTIONS_SQL.countries },
  statistics: { amount: 'coalesce(sum(ls.amount), 0)::float8' },
  form: { table: 'admin.log_spend', touch: { admin_id: 'admin', updated_at: 'now' }, fixed: { app_id: p.appId } },
});

const triggers = (p: Product): ServerResource => ({
  def: triggersResource(p),
  from: `${ofApp('admin.triggers', 'tr', p)} LEFT JOIN LATERAL (
      SELECT count(*) AS fired FROM admin.trigger_events te JOIN admin.users u ON u.id = te.user_id
      WHERE te.app_id = tr.app_id AND te.event = tr.event AND te.created_at >= now() - interval '30 days'
        AND (cardinality(tr.countries) = 0 OR u.country_code = ANY(tr.countries))
    ) f ON true`,
  idExpr: 'tr.id',
  idType: 'integer',
  columns: {
    id: 'tr.id',
    event: 'tr.event',
    action: 'tr.action',
    value: 'tr.value',
    countries: 'tr.countries::text[]',
    enabled: 'tr.enabled',
    fired_30d: 'CASE WHEN tr.enabled THEN f.fired ELSE 0 END',
  },
  filters: { enabled: { where: (v) => `tr.enabled = (${v} = 1)` } },
  form: {
    table: 'admin.triggers',
    touch: { updated_at: 'now' },
    fixed: { app_id: p.appId },
    options: { countries: OPTIONS_SQL.countries },
  },
});

const emails = (p: Product): ServerResource => ({
  def: emailsResource(p),
  from: ofApp('admin.email_logs', 'el', p),
  idExpr: 'el.id',
  columns: {
    id: 'el.id',
    user_id: 'el.user_id',
    template: 'el.template',
    subject: 'el.subject',
    language: 'el.language',
    status: 'el.status',
    created_at: 'el.created_at',
  },
  filters: { userId: 'el.user_id' },
  options: { template: `SELECT DISTINCT template AS value, template AS label FROM admin.email_logs WHERE app_id = ${p.appId} ORDER BY 1` },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
});

const productCompletes = (p: Product): ServerResource => ({
  ...completes,
  def: productCompletesResource(p),
  from: `admin.completes c JOIN admin.users u ON u.id = c.user_id AND u.app_id = ${p.appId} LEFT JOIN admin.surveys s ON s.id = c.survey_id`,
  columns: { ...completes.columns, user_reward_usd: `round(c.user_reward::numeric / ${p.pointsDivisor}, 2)::float8` },
});

const vipUsers = (p: Product): ServerResource => ({
  def: vipUsersResource(p),
  from: `${ofApp('admin.vip_users', 'v', p)} JOIN admin.users u ON u.id = v.user_id
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(c.revenue), 0) AS revenue, coalesce(sum(c.revenue) FILTER (WHERE c.completed_at >= now() - interval '30 days'), 0) AS revenue_30d,
        count(*) AS completes, count(*) FILTER (WHERE c.complete_status = 2) AS reconciled
      FROM admin.clicks c WHERE c.user_id = v.user_id AND c.status = 1
    ) m ON true
    LEFT JOIN LATERAL (SELECT coalesce(sum(pm.amount), 0) AS claims FROM admin.payments pm WHERE pm.user_id = v.user_id AND pm.status = 1) pc ON true`,
  idExpr: 'v.user_id',
  columns: {
    user_id: 'v.user_id',
    tier: 'v.tier',
    country_code: 'u.country_code',
    lifetime_revenue: 'm.revenue::float8',
    revenue_30d: 'm.revenue_30d::float8',
    recon_percent: 'round(100.0 * m.reconciled / nullif(m.completes, 0), 2)::float8',
    claims: 'pc.claims::float8',
    since: 'v.since',
    note: 'v.note',
  },
  filters: { userId: 'v.user_id' },
  // Added by user id (one of this product's users), keyed by it; the adding admin is kept.
  form: {
    table: 'admin.vip_users',
    key: 'user_id',
    touch: { admin_id: 'admin' },
    fixed: { app_id: p.appId },
    exists: { user_id: `SELECT 1 FROM admin.users WHERE id = $1 AND app_id = ${p.appId}` },
  },
});

/** The server side of each page kind, by the part of its name after the product prefix. */
const BY_KIND: Readonly<Record<string, (p: Product) => ServerResource>> = {
  affiliate_partners: affiliatePartners,
  adjust_event_logs: adjustEventLogs,
  adjust_config: adjustConfig,
  log_spend: logSpend,
  triggers,
  emails,
  completes: productCompletes,
  vip_users: vipUsers,
};

/** Every product's growth table pages, in the contract's order (which products have which page is the contract's). */
export const productGrowthServerResources: readonly ServerResource[] = productGrowthResources.map((def) => {
  const product = productByPrefix(def.name.slice(0, 2));
  const make = BY_KIND[def.name.slice(3)];
  if (!product || !make) throw new Error(`Product page ${def.name} has no server side`);
  return make(product);
});
