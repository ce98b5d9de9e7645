import type { Queryable } from '../types.ts';
import { SHOWCASE as S, USER_DETAILS_SHOWCASE } from './user-details-showcase.ts';

const ids = USER_DETAILS_SHOWCASE.map((u) => u.id);

/** Sibling accounts of showcase users: the account, its app, and whether the app deleted it. */
const SIBLINGS: ReadonlyArray<{ owner: number; account: number; appId: number; deleted: boolean }> = [
  { owner: S.protectedInfinite, account: 51, appId: 16, deleted: false },
  { owner: S.deletedSiblings, account: 52, appId: 16, deleted: true },
  { owner: S.deletedSiblings, account: 53, appId: 18, deleted: true },
];

/** The app each showcase user signs in to, where the case needs one (TopSurveys has no SMS verification). */
const SHOWCASE_APPS: ReadonlyArray<readonly [number, number]> = [
  [S.protectedInfinite, 13],
  [S.protectedUntilDate, 16],
  [S.bannedRedFlags, 16],
  [S.shadowBannedRelated, 18],
  [S.reviewQualityAnswers, 13],
  [S.noClicksNoPhone, 71],
  [S.deletedSiblings, 554],
  [S.clean, 16],
];

/**
 * The showcase users' own rows, before the seeds that derive from them (app accounts, phones,
 * supplier hashes): app, status and its details, protection, country and e-mail.
 */
export async function shapeShowcaseUsers(tx: Queryable, now: Date): Promise<void> {
  for (const [userId, appId] of [...SHOWCASE_APPS, ...SIBLINGS.map((x) => [x.account, x.appId] as const)]) {
    await tx.query('UPDATE admin.users SET app_id = $2 WHERE id = $1', [userId, appId]);
    await tx.query('UPDATE admin.offer_clicks SET app_id = $2 WHERE user_id = $1', [userId, appId]);
    await tx.query('UPDATE admin.payments SET app_id = $2 WHERE user_id = $1', [userId, appId]);
  }
  // A clean slate: active, unprotected, no ban details; the cases below set what they show.
  await tx.query(
    `UPDATE admin.users SET status = 1, protected_status = NULL, protected_at = NULL, protected_until = NULL, protected_completes = NULL,
       protected_offers_payout = NULL, banned_until = NULL, banned_message = NULL, status_updated_at = NULL, status_by_admin_id = NULL
     WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const day = 86_400_000;
  const at = (ms: number) => new Date(now.getTime() + ms);
  const statusOf = async (id: number, status: number, adminId: number, bannedUntil: Date | null, message: string | null) =>
    tx.query(
      `UPDATE admin.users SET status = $2, status_by_admin_id = $3, status_updated_at = $4, banned_until = $5, banned_message = $6 WHERE id = $1`,
      [id, status, adminId, at(-3 * day), bannedUntil, message],
    );
  await statusOf(S.bannedRedFlags, 2, 26, at(14 * day), 'Fraudulent profiling answers');
  await statusOf(S.shadowBannedRelated, 3, 5, null, 'Multiple accounts');
  await statusOf(S.reviewQualityAnswers, 4, 15, null, null);
  await statusOf(S.shadowReviewReconciliation, 5, 26, null, null);
  await statusOf(S.onHoldSupplierDisabled, 6, 50, at(5 * day), 'Waiting for supplier feedback');

  await tx.query(
    'UPDATE admin.users SET protected_status = 1, protected_at = $2, status_by_admin_id = 5, status_updated_at = $2 WHERE id = $1',
    [S.protectedInfinite, at(-30 * day)],
  );
  // 36 hours after the demo's "now" (today's noon): between 24 and 48 hours from any time of today, so 2 days left and the warning.
  await tx.query('UPDATE admin.users SET protected_status = 2, protected_at = $2, protected_until = $3 WHERE id = $1', [
    S.protectedUntilDate,
    at(-10 * day),
    at(36 * 3_600_000),
  ]);
  // Completes and payout are set once the user's completes exist (shapeShowcaseActivity).
  await tx.query('UPDATE admin.users SET protected_status = 3, protected_at = $2 WHERE id = $1', [S.protectedCompletes, at(-10 * day)]);

  await tx.query(
    `UPDATE admin.users SET country_code = 'DE', languages = '{de,en}', interface_language = 'de', timezone = 'Europe/Berlin' WHERE id = $1`,
    [S.protectedUntilDate],
  );
  await tx.query(
    `UPDATE admin.users SET country_code = 'NG', timezone = 'Africa/Lagos', languages = '{en}', email = 'tunde.okafor11@mailinator.com' WHERE id = $1`,
    [S.bannedRedFlags],
  );
  await tx.query(
    `UPDATE admin.users SET country_code = 'US', timezone = 'America/New_York', email = 'emma.miller35@gmail.com', device_id = md5('device:showcase-35'),
       signup_ip = '192.0.2.35' WHERE id = $1`,
    [S.clean],
  );
  await tx.query('UPDATE admin.users SET birthday = NULL WHERE id = $1', [S.noClicksNoPhone]);
  await linkShowcaseSiblings(tx, now);
  // The user without clicks hands them to the power user, so every survey's revenue still adds up.
  await tx.query('UPDATE admin.clicks SET user_id = $2 WHERE user_id = $1', [S.noClicksNoPhone, S.powerUser]);
  await tx.query('UPDATE admin.users SET last_click_at = NULL WHERE id = $1', [S.noClicksNoPhone]);
}

/** Showcase users stand alone or with the sibling accounts above; nobody else joins their groups. */
async function linkShowcaseSiblings(tx: Queryable, now: Date): Promise<void> {
  const members = [...ids, ...SIBLINGS.map((x) => x.account)];
  await tx.query(
    `UPDATE admin.users SET account_group_id = NULL
     WHERE account_group_id IN (SELECT account_group_id FROM admin.users WHERE id = ANY ($1::bigint[]) AND account_group_id IS NOT NULL)
        OR id = ANY ($1::bigint[])`,
    [members],
  );
  await tx.query('UPDATE admin.users SET app_deleted_at = NULL WHERE id = ANY ($1::bigint[])', [members]);
  for (const x of SIBLINGS) {
    await tx.query(
      'UPDATE admin.users SET account_group_id = $1, email = (SELECT email FROM admin.users WHERE id = $1) WHERE id IN ($1, $2)',
      [x.owner, x.account],
    );
    if (x.deleted)
      await tx.query('UPDATE admin.users SET app_deleted_at = $2 WHERE id = $1', [x.account, new Date(now.getTime() - 40 * 86_400_000)]);
  }
  // User 32's own EarnStar account holds $123.45 (EarnStar keeps cents).
  await tx.query('UPDATE admin.users SET balance = 12345 WHERE id = $1', [S.deletedSiblings]);
}
