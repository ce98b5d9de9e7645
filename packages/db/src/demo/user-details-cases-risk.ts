import type { Queryable } from '../types.ts';
import { HIGH_RISK_PAIRS } from './user-details-reference.ts';
import { SHOWCASE as S } from './user-details-showcase.ts';
import {
  DAY,
  HOUR,
  at,
  insertShowcaseClicks,
  insertShowcaseOfferEvents,
  setPhones,
  setProfilingAnswer,
  usersWithStatus,
} from './user-details-cases-rows.ts';

async function insertIpLog(tx: Queryable, userId: number, ip: string, country: string, city: string, createdAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO admin.ip_logs (user_id, ip, country_code, city, action, user_agent, created_at) VALUES ($1, $2, $3, $4, 'login', 'Mozilla/5.0 (Linux; Android 14)', $5)`,
    [userId, ip, country, city, createdAt],
  );
}

/**
 * User 11 raises every red flag: the outside feed scores it badly, a burst of clicks, a high-risk
 * profiling pair, and a subnet, IP range, city and signup IP shared with banned users.
 */
export async function shapeBannedRedFlags(tx: Queryable, now: Date): Promise<void> {
  const id = S.bannedRedFlags;
  await tx.query(
    `INSERT INTO admin.user_risk_feed (user_id, ipqs_score, is_suspicious_activity_pattern, median_tcp_latency, median_ws_latency, median_latency_delta,
        latency_results, device_os_mismatch, max_time_delta, device_timezone, ip_timezone, rdp_usage, ipqs_unique_ips_avg, updated_at)
     VALUES ($1, 92, true, 420, 380, 75, 0.12, 0.35, 7250, 'Africa/Lagos', 'America/New_York', 45, 7.5, $2)
     ON CONFLICT (user_id) DO UPDATE SET ipqs_score = 92, is_suspicious_activity_pattern = true, median_tcp_latency = 420, median_ws_latency = 380,
       median_latency_delta = 75, latency_results = 0.12, device_os_mismatch = 0.35, max_time_delta = 7250, device_timezone = 'Africa/Lagos',
       ip_timezone = 'America/New_York', rdp_usage = 45, ipqs_unique_ips_avg = 7.5, updated_at = $2`,
    [id, at(now, -2 * HOUR)],
  );
  // Thirty clicks six seconds apart yesterday: the click pattern flag.
  const burstStart = at(now, -DAY);
  await insertShowcaseClicks(
    tx,
    Array.from({ length: 30 }, (_, k) => ({
      userId: id,
      surveyId: 1 + k,
      status: 2,
      createdAt: new Date(burstStart.getTime() + k * 6000),
      responseStatus: 'screenout_speeding',
      ip: '203.0.113.7',
    })),
  );
  const [pair] = HIGH_RISK_PAIRS;
  if (pair) {
    await setProfilingAnswer(tx, id, pair[0], pair[1], at(now, -20 * DAY));
    await setProfilingAnswer(tx, id, pair[2], pair[3], at(now, -20 * DAY));
  }
  // Banned users sharing the /24, the /16 and the city; four of them signed up from the same address.
  const banned = await usersWithStatus(tx, [2, 3], 4);
  const active = await usersWithStatus(tx, [1], 2);
  // Ikeja (a district of Lagos) is the ring's own city in the demo: no other demo traffic comes from there.
  await insertIpLog(tx, id, '203.0.113.7', 'US', 'Ikeja', at(now, -HOUR));
  await insertIpLog(tx, id, '203.0.113.9', 'NG', 'Ikeja', at(now, -5 * DAY));
  for (const [i, other] of [...banned, ...active].entries()) {
    await insertIpLog(tx, other, `203.0.113.${20 + i}`, 'NG', 'Ikeja', at(now, -(3 + i) * DAY));
    await insertIpLog(tx, other, `203.0.${114 + (i % 2)}.${40 + i}`, 'NG', 'Ikeja', at(now, -(4 + i) * DAY));
  }
  await tx.query(`UPDATE admin.users SET signup_ip = '203.0.113.7' WHERE id = ANY($1::bigint[])`, [[id, ...banned]]);
  await setPhones(tx, id, [
    { phone: '+2348030000011', verified: true, carrier: 'TextNow', delay: 840, copyPasted: true, ipqs: 88, createdAt: at(now, -40 * DAY) },
  ]);
  await tx.query('DELETE FROM admin.user_supplier_bans WHERE user_id = $1', [id]);
  await tx.query(
    `INSERT INTO admin.user_supplier_bans (user_id, supplier_id, type, reasons, admin_id, created_at, end_at, lifted_at) VALUES
       ($1, 6, 5, 'Speeding', 26, $2, $3, NULL),
       ($1, 7, 5, 'Duplicate entry', 26, $4, NULL, NULL),
       ($1, 8, 5, 'Too many reconciliations', 5, $5, NULL, $6)`,
    [id, at(now, -10 * DAY), at(now, 30 * DAY), at(now, -6 * DAY), at(now, -90 * DAY), at(now, -60 * DAY)],
  );
  await tx.query('DELETE FROM admin.user_buyer_bans WHERE user_id = $1', [id]);
  await tx.query(
    `INSERT INTO admin.user_buyer_bans (user_id, supplier_buyer_id, type, created_at)
     SELECT $1, b.id, 1 + (row_number() OVER (ORDER BY b.id))::int % 4, $2 FROM admin.supplier_buyers b WHERE b.supplier_id = 6 ORDER BY b.id LIMIT 2`,
    [id, at(now, -8 * DAY)],
  );
}

/** User 14 shares a device, a phone, an e-mail and an IP with four accounts, two of which took the same offers. */
export async function shapeRelatedAccounts(tx: Queryable, now: Date): Promise<void> {
  const id = S.shadowBannedRelated;
  const [byDevice, byPhone, byEmail, byIp] = [44, 45, 46, 47];
  await tx.query('UPDATE admin.users SET device_id = (SELECT device_id FROM admin.users WHERE id = $1) WHERE id = $2', [id, byDevice]);
  const phone = {
    phone: '+15550000140',
    verified: true,
    carrier: 'T-Mobile',
    delay: 130,
    copyPasted: false,
    ipqs: 35,
    createdAt: at(now, -50 * DAY),
  };
  await setPhones(tx, id, [phone]);
  await setPhones(tx, byPhone, [{ ...phone, createdAt: at(now, -45 * DAY) }]);
  await tx.query(`UPDATE admin.users SET email = 'liam.garcia14@outlook.com' WHERE id IN ($1, $2)`, [id, byEmail]);
  await insertIpLog(tx, id, '198.51.100.140', 'US', 'Chicago', at(now, -2 * HOUR));
  await insertIpLog(tx, byIp, '198.51.100.140', 'US', 'Chicago', at(now, -3 * DAY));
  const events = (userId: number, offset: number) =>
    [1, 2].map((offerId) => ({
      userId,
      offerId,
      createdAt: at(now, -(20 - offset) * DAY),
      rewardName: 'Reach level 10',
      creditStatus: 1 as const,
      status: 1 as const,
      creditDate: at(now, -(19 - offset) * DAY),
      revenue: 6.5,
    }));
  await insertShowcaseOfferEvents(tx, [...events(id, 0), ...events(byDevice, 1), ...events(byPhone, 2)]);
  await tx.query(
    `INSERT INTO admin.offer_iap_transactions (user_id, offer_id, transaction_value, external_transaction_id, transaction_time) VALUES ($1, 1, 19.99, 'iap_showcase_44', $2)`,
    [byDevice, at(now, -15 * DAY)],
  );
}

/** User 17's open-end answers: two pasted, both repeated by banned users word for word or nearly. */
export async function shapeQualityAnswers(tx: Queryable, now: Date): Promise<void> {
  const id = S.reviewQualityAnswers;
  const answers: ReadonlyArray<readonly [string, string, boolean]> = [
    [
      'Please describe in your own words what you did last weekend.',
      'I went shopping with my family and cooked dinner on Sunday. (Copied/Pasted)',
      true,
    ],
    ['Why did you choose the brand you mentioned earlier?', 'Good product, very nice!', false],
    ['What would make this product more useful to you?', 'It would be more useful with a longer battery life. (Copied/Pasted)', true],
  ];
  await tx.query('DELETE FROM admin.user_quality_answers WHERE user_id = $1', [id]);
  const insert = (userId: number, question: string, answer: string, pasted: boolean, createdAt: Date) =>
    tx.query(
      `INSERT INTO admin.user_quality_answers (user_id, question_text, answer, is_copy_pasted, detected_language, created_at) VALUES ($1, $2, $3, $4, 'en', $5)`,
      [userId, question, answer, pasted, createdAt],
    );
  for (const [question, answer, pasted] of answers) await insert(id, question, answer, pasted, at(now, -4 * DAY));
  const banned = await usersWithStatus(tx, [2, 3], 4, 150);
  for (const [i, other] of banned.entries()) {
    await insert(other, answers[0]![0], 'I went shopping with my family and cooked dinner on Sunday.', false, at(now, -(10 + i) * DAY));
    await insert(other, answers[2]![0], 'it would be more useful with a longer battery life', false, at(now, -(12 + i) * DAY));
  }
  await setPhones(tx, id, [
    { phone: '+15550000170', verified: false, carrier: 'Verizon', delay: null, copyPasted: false, ipqs: 20, createdAt: at(now, -HOUR) },
  ]);
}

/** User 35 shows a clean record: nothing flagged, checks not run yet. */
export async function shapeCleanUser(tx: Queryable, now: Date): Promise<void> {
  const id = S.clean;
  for (const table of [
    'user_supplier_bans',
    'user_buyer_bans',
    'user_email_checks',
    'user_connected_accounts',
    'user_quality_answers',
    'extension_logs',
  ]) {
    await tx.query(`DELETE FROM admin.${table} WHERE user_id = $1`, [id]);
  }
  await tx.query('DELETE FROM admin.user_connected_accounts WHERE connected_user_id = $1', [id]);
  await tx.query(
    `INSERT INTO admin.user_risk_feed (user_id, ipqs_score, is_suspicious_activity_pattern, median_tcp_latency, median_ws_latency, median_latency_delta,
        latency_results, device_os_mismatch, max_time_delta, device_timezone, ip_timezone, rdp_usage, ipqs_unique_ips_avg, updated_at)
     VALUES ($1, 4, false, 38, 45, 7, 0.93, 0.01, 12, 'America/New_York', 'America/New_York', 0, 1.1, $2)
     ON CONFLICT (user_id) DO UPDATE SET ipqs_score = 4, is_suspicious_activity_pattern = false, median_tcp_latency = 38, median_ws_latency = 45,
       median_latency_delta = 7, latency_results = 0.93, device_os_mismatch = 0.01, max_time_delta = 12, device_timezone = 'America/New_York',
       ip_timezone = 'America/New_York', rdp_usage = 0, ipqs_unique_ips_avg = 1.1, updated_at = $2`,
    [id, at(now, -HOUR)],
  );
  await setPhones(tx, id, [
    { phone: '+15550000350', verified: true, carrier: 'AT&T', delay: 42, copyPasted: false, ipqs: 3, createdAt: at(now, -100 * DAY) },
  ]);
}
