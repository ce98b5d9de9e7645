import type { Db, Queryable } from '../types.ts';
import { sqlInt, sqlMoney, sqlPick, sqlRandom, sqlWeighted } from './marketplace/sql-random.ts';
import type { DemoOptions } from './random.ts';

/** The five products' apps (packages/contract products.ts); the demo seeds them in seedCore. */
const PRODUCT_APPS = [13, 16, 18, 71, 554];
const PRODUCT_APPS_SQL = `ARRAY[${PRODUCT_APPS.join(', ')}]`;
const EVENTS = ['soi', 'doi', 'profiler_complete', 'first_survey_started', 'first_survey_complete'];
const EMAIL_STATUSES: ReadonlyArray<readonly [string, number]> = [
  ['delivered', 40],
  ['opened', 30],
  ['clicked', 12],
  ['sent', 6],
  ['bounced', 9],
  ['complained', 3],
];
const NEWSLETTERS = ['weekly_digest', 'new_surveys', 'streak_reminder', 'bonus_campaign'];

/**
 * Lifecycle events from the rows: every user's sign-up (soi), most confirm their e-mail (doi) and fill
 * the profiler, and the first survey started and completed are the user's first click and complete.
 */
async function seedTriggerEvents(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.trigger_events (user_id, app_id, event, created_at)
     SELECT u.id, u.app_id, 'soi', u.created_at FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL})
     UNION ALL
     SELECT u.id, u.app_id, 'doi', u.created_at + ${sqlInt('u.id', 1601, 2, 600)} * interval '1 minute'
       FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) AND ${sqlRandom('u.id', 1602)} < 0.82
     UNION ALL
     SELECT u.id, u.app_id, 'profiler_complete', u.created_at + ${sqlInt('u.id', 1603, 700, 3000)} * interval '1 minute'
       FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) AND ${sqlRandom('u.id', 1604)} < 0.64
     UNION ALL
     SELECT c.user_id, u.app_id, 'first_survey_started', min(c.created_at)
       FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) GROUP BY 1, 2
     UNION ALL
     SELECT c.user_id, u.app_id, 'first_survey_complete', min(c.completed_at)
       FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
       WHERE c.status = 1 AND u.app_id = ANY(${PRODUCT_APPS_SQL}) GROUP BY 1, 2`,
  );
}

/** Partners keyed on the users' sources, one paused; triggers for each event, one disabled. */
async function seedPartnersAndTriggers(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO admin.affiliate_partners (app_id, name, source_key, payout_event, payout, postback_url, status, created_at)
     SELECT a.id, p.name, p.source_key, p.event, p.payout, 'https://' || p.host || '/postback?click={click_id}&app=' || a.id, p.status,
       now() - interval '200 days'
     FROM unnest(${PRODUCT_APPS_SQL}) a(id)
     CROSS JOIN (VALUES ('Offerwall Media', 'offerwall', 'first_survey_complete', 1.20, 'track.offerwall-media.com', 1),
                        ('Referral Partners Ltd', 'referral', 'doi', 0.40, 'ref-partners.io', 1),
                        ('TikTok Creators Network', 'tiktok_ads', 'profiler_complete', 0.75, 'creators.example', 0)) p(name, source_key, event, payout, host, status)`,
  );
  await tx.query(
    `INSERT INTO admin.triggers (app_id, event, action, value, countries, enabled, created_at)
     SELECT a.id, t.event, t.action, t.value, t.countries::char(2)[], t.enabled, now() - interval '180 days'
     FROM unnest(${PRODUCT_APPS_SQL}) a(id)
     CROSS JOIN (VALUES ('soi', 'email', 'welcome', '{}', true),
                        ('doi', 'bonus', '100', '{}', true),
                        ('doi', 'adjust_event', 'doi', '{}', true),
                        ('profiler_complete', 'push', 'profile_done', '{US,GB,DE}', true),
                        ('first_survey_started', 'adjust_event', 'first_survey_started', '{}', false),
                        ('first_survey_complete', 'affiliate_postback', 'partner payout', '{}', true),
                        ('first_survey_complete', 'bonus', '250', '{US,CA}', true)) t(event, action, value, countries, enabled)`,
  );
}

/** App tokens, event mappings, install callbacks (the users' attribution) and the events we sent. */
async function seedAdjust(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.adjust_app_tokens (app_id, platform, app_token)
     SELECT a.id, p.platform, substr(md5('adjust-app:' || a.id || p.platform), 1, 12)
     FROM unnest(${PRODUCT_APPS_SQL}) a(id) CROSS JOIN (VALUES ('ios'), ('android')) p(platform)`,
  );
  await tx.query(
    `INSERT INTO admin.adjust_config (app_id, our_event, adjust_token, platform, send_revenue, enabled, last_sent_at)
     SELECT a.id, e.event, substr(md5('adjust-event:' || a.id || e.event || p.platform), 1, 6), p.platform,
       e.event IN ('complete', 'claim'), e.event <> 'profiler_complete' OR p.platform = 'ios',
       CASE WHEN e.event <> 'profiler_complete' OR p.platform = 'ios' THEN $1::timestamptz - ${sqlInt('a.id + length(e.event)', 1611, 1, 300)} * interval '1 minute' END
     FROM unnest(${PRODUCT_APPS_SQL}) a(id)
     CROSS JOIN unnest(ARRAY[${EVENTS.map((e) => `'${e}'`).join(', ')}, 'complete', 'claim']) e(event)
     CROSS JOIN (VALUES ('ios'), ('android')) p(platform)`,
    [now],
  );
  // The networks as the Adjust spend export names them (demo/adjust-spend.ts), and the campaigns as it names
  // them (network_platform_country), so each paid install lands on its spend row: sign-ups and ROAS.
  const network = `CASE u.external_source WHEN 'facebook_ads' THEN 'Facebook Installs' WHEN 'google_ads' THEN 'Google Ads UAC'
    WHEN 'tiktok_ads' THEN 'TikTok for Business' WHEN 'offerwall' THEN 'Offerwall Media' WHEN 'referral' THEN 'Referral Partners Ltd' ELSE 'Organic' END`;
  await tx.query(
    `INSERT INTO admin.adjust_events (app_id, user_id, adid, direction, event, token, revenue, network, campaign, http_status, created_at)
     SELECT u.app_id, u.id, substr(md5('adid:' || u.id), 1, 32), 'in', 'install', NULL, NULL::numeric, ${network},
       CASE WHEN u.external_source = 'organic' THEN NULL
         ELSE lower(split_part(${network}, ' ', 1)) || '_' || coalesce(u.platform, 'android') || '_' || u.country_code END,
       200, u.created_at - interval '3 minutes'
     FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL})
     UNION ALL
     SELECT te.app_id, te.user_id, substr(md5('adid:' || te.user_id), 1, 32), 'out', te.event, ac.adjust_token,
       NULL::numeric, NULL, NULL, ${sqlWeighted('te.id', 1622, [
         [200, 24],
         [500, 1],
       ])}, te.created_at + interval '2 seconds'
     FROM admin.trigger_events te
     JOIN admin.adjust_config ac ON ac.app_id = te.app_id AND ac.our_event = te.event AND ac.platform = 'ios' AND ac.enabled`,
  );
}

/** Spend outside Adjust: a few entries a week per product over the last 200 days. */
async function seedLogSpend(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.log_spend (app_id, day, channel, partner, country_code, amount, note, admin_id, created_at)
     SELECT a.id, ($1::timestamptz - g * interval '1 day')::date,
       ${sqlPick('a.id * 1000 + g', 1631, ['influencer', 'affiliate_invoice', 'web_ads'])},
       ${sqlPick('a.id * 1000 + g', 1632, ['Offerwall Media', 'Referral Partners Ltd', 'Creator Lab', 'Display Direct'])},
       ${sqlPick('a.id * 1000 + g', 1633, ['US', 'GB', 'DE', 'CA', 'FR'])},
       ${sqlMoney('a.id * 1000 + g', 1634, 40, 900)},
       CASE WHEN ${sqlRandom('a.id * 1000 + g', 1635)} < 0.3 THEN 'Invoice ' || (1000 + g) END,
       ${sqlPick('a.id * 1000 + g', 1636, [1, 5, 9])},
       $1::timestamptz - g * interval '1 day' + interval '2 hours'
     FROM unnest(${PRODUCT_APPS_SQL}) a(id) CROSS JOIN generate_series(0, 199) g
     WHERE ${sqlRandom('a.id * 1000 + g', 1637)} < 0.45`,
    [now],
  );
}

/** The welcome and verification e-mails at sign-up, a claim e-mail per claim, and newsletters. */
async function seedEmails(tx: Queryable, now: Date): Promise<void> {
  const status = (row: string, salt: number) => sqlWeighted(row, salt, EMAIL_STATUSES);
  await tx.query(
    `INSERT INTO admin.email_logs (app_id, user_id, template, subject, language, status, created_at)
     SELECT u.app_id, u.id, 'verification', 'Confirm your e-mail address', 'en', ${status('u.id', 1641)}, u.created_at + interval '1 minute'
       FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) AND u.email IS NOT NULL
     UNION ALL
     SELECT u.app_id, u.id, 'welcome', 'Welcome aboard', 'en', ${status('u.id', 1642)}, u.created_at + interval '20 minutes'
       FROM admin.users u WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) AND u.email IS NOT NULL
     UNION ALL
     SELECT p.app_id, p.user_id, 'claim', 'Your cash-out is on its way', 'en', ${status('p.id', 1643)}, p.created_at + interval '5 minutes'
       FROM admin.payments p WHERE p.app_id = ANY(${PRODUCT_APPS_SQL})
     UNION ALL
     SELECT u.app_id, u.id, n.template, initcap(replace(n.template, '_', ' ')), ${sqlPick('u.id', 1644, ['en', 'en', 'de', 'es'])},
       ${status('u.id * 100 + n.k', 1645)}, $1::timestamptz - n.k * interval '9 days' - ${sqlInt('u.id', 1646, 0, 600)} * interval '1 minute'
       FROM admin.users u
       CROSS JOIN (SELECT k, (ARRAY[${NEWSLETTERS.map((t) => `'${t}'`).join(', ')}])[1 + k % ${NEWSLETTERS.length}] AS template
                   FROM generate_series(0, 9) k) n
       WHERE u.app_id = ANY(${PRODUCT_APPS_SQL}) AND u.email IS NOT NULL AND u.status = 1
         AND u.created_at < $1::timestamptz - n.k * interval '9 days'`,
    [now],
  );
}

/** Prime Opinion's VIPs: its ten active users with the most revenue. */
async function seedVipUsers(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.vip_users (user_id, app_id, tier, note, since, admin_id)
     SELECT t.user_id, 13, CASE WHEN t.rank <= 2 THEN 'diamond' WHEN t.rank <= 5 THEN 'platinum' ELSE 'gold' END,
       CASE WHEN t.rank = 1 THEN 'Answers within the hour; prefers e-mail.' WHEN t.rank = 4 THEN 'Asked about PayPal limits.' END,
       $1::timestamptz - t.rank * interval '11 days', 1
     FROM (SELECT c.user_id, row_number() OVER (ORDER BY sum(c.revenue) DESC, c.user_id) AS rank
           FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
           WHERE c.status = 1 AND u.app_id = 13 AND u.status = 1 GROUP BY c.user_id) t
     WHERE t.rank <= 10`,
    [now],
  );
}

/**
 * Demo rows of the per-product growth pages (issue 16): lifecycle events, partners, triggers, Adjust,
 * log spend, e-mails and VIP users. Run before the rollups: the cohorts read the attribution.
 */
export async function seedProductGrowth(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await seedTriggerEvents(tx);
    await seedPartnersAndTriggers(tx);
    await seedAdjust(tx, opts.now);
    await seedLogSpend(tx, opts.now);
    await seedEmails(tx, opts.now);
    await seedVipUsers(tx, opts.now);
  });
}
