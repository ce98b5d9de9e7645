import type { Db } from '../types.ts';
import { sqlInt, sqlMoney, sqlRandom } from './marketplace/sql-random.ts';
import type { DemoOptions } from './random.ts';

/** Adjust apps of the five products (Android and iOS each, EarnStar on the web too) and one left unmapped. */
const APPS: ReadonlyArray<readonly [token: string, name: string, platform: string, appId: number | null]> = [
  ['po7xk2m9d4ra', 'Prime Opinion Android', 'android', 13],
  ['po3vq8n1z6tb', 'Prime Opinion iOS', 'ios', 13],
  ['fs5hd2w7p0kc', 'Five Surveys Android', 'android', 16],
  ['fs9ly4e3s8md', 'Five Surveys iOS', 'ios', 16],
  ['hc2rt6u1g5ne', 'HeyCash Android', 'android', 18],
  ['hc8bj0f4c2of', 'HeyCash iOS', 'ios', 18],
  ['ts4mn7a9x3pg', 'TopSurveys Android', 'android', 71],
  ['es6cz1k8v7qh', 'EarnStar Android', 'android', 554],
  ['es0wp5i2y9ri', 'EarnStar Web', 'web', 554],
  ['xx1qa2ws3ed4', 'Legacy test app', 'android', null],
];

/** Networks by channel; organic traffic and untrusted devices are tracked but not counted in spend. */
const NETWORKS: ReadonlyArray<readonly [network: string, channel: string, counted: boolean]> = [
  ['Facebook Installs', 'paid_social', true],
  ['TikTok for Business', 'paid_social', true],
  ['Snapchat Installs', 'paid_social', true],
  ['Google Ads UAC', 'search', true],
  ['Apple Search Ads', 'search', true],
  ['Unity Ads', 'dsp', true],
  ['AppLovin', 'dsp', true],
  ['ironSource', 'dsp', true],
  ['Digital Turbine', 'dsp', true],
  ['Impact Affiliates', 'affiliate', true],
  ['Organic', 'affiliate', false],
  ['Untrusted Devices', 'dsp', false],
];

const COUNTRIES = ['US', 'GB', 'DE', 'CA'];

/**
 * Adjust spend (issue 18): the apps and networks as staff mapped them, and 90 days of Adjust's spend
 * export: each mapped app buys on five of the counted networks in four countries, one or two campaigns each.
 */
export async function seedAdjustSpend(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, [token, name, platform, appId]] of APPS.entries()) {
      await tx.query(
        `INSERT INTO admin.adjust_spend_apps (id, app_token, name, platform, app_id, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz - $8 * interval '1 day')`,
        [i + 1, token, name, platform, appId, i % 2 === 0 ? 1 : 54, opts.now, 60 + i * 3],
      );
    }
    for (const [i, [network, channel, counted]] of NETWORKS.entries()) {
      await tx.query(
        `INSERT INTO admin.adjust_spend_networks (id, network, channel, counted_in_spend, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz - $7 * interval '1 day')`,
        [i + 1, network, channel, counted, i % 3 === 0 ? 73 : 1, opts.now, 80 - i * 2],
      );
    }
    await tx.query(`SELECT setval(pg_get_serial_sequence('admin.adjust_spend_apps', 'id'), ${APPS.length})`);
    await tx.query(`SELECT setval(pg_get_serial_sequence('admin.adjust_spend_networks', 'id'), ${NETWORKS.length})`);
    const key = `(a.id * 1000000 + n.id * 10000 + c.i * 1000 + k.k * 100 + g)`;
    await tx.query(
      `INSERT INTO admin.adjust_spend_data (day, adjust_app_id, network_id, campaign, country, spend, installs, imported_by, imported_at)
       SELECT ($1::timestamptz)::date - g, a.id, n.id,
         lower(split_part(n.network, ' ', 1)) || '_' || a.platform || '_' || c.code || CASE WHEN k.k = 2 THEN '_retarget' ELSE '' END,
         c.code,
         ${sqlMoney(key, 811, 15, 420)} * c.weight,
         round(${sqlInt(key, 812, 10, 160)} * c.weight)::int,
         CASE WHEN g % 2 = 0 THEN 54 ELSE 114 END,
         $1::timestamptz - g * interval '1 day' + interval '6 hours'
       FROM admin.adjust_spend_apps a
       JOIN admin.adjust_spend_networks n ON n.counted_in_spend AND (a.id + n.id) % 2 = 0
       CROSS JOIN (SELECT * FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS t(code, weight, i)) c
       CROSS JOIN generate_series(1, 2) k(k)
       CROSS JOIN generate_series(0, 89) g
       WHERE a.app_id IS NOT NULL AND (k.k = 1 OR ${sqlRandom(`a.id * 100 + n.id`, 813)} < 0.3)`,
      [opts.now, COUNTRIES, [1, 0.45, 0.35, 0.3]],
    );
  });
}
