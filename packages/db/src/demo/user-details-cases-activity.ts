import type { Queryable } from '../types.ts';
import { DEMO_BREACHES } from './user-details-reference.ts';
import { SHOWCASE as S } from './user-details-showcase.ts';
import {
  DAY,
  HOUR,
  at,
  insertShowcaseClicks,
  insertShowcaseOfferEvents,
  setPhones,
  type ShowcaseClick,
} from './user-details-cases-rows.ts';

/** User 3: a verified phone, three breaches, connected accounts found. */
export async function shapeProtectedInfinite(tx: Queryable, now: Date): Promise<void> {
  const id = S.protectedInfinite;
  await setPhones(tx, id, [
    { phone: '+15550000030', verified: true, carrier: 'Verizon', delay: 95, copyPasted: false, ipqs: 5, createdAt: at(now, -300 * DAY) },
  ]);
  const checkedAt = at(now, -2 * DAY);
  await tx.query(
    `INSERT INTO admin.user_email_checks (user_id, breaches_count, breach_list, email_first_seen_at, breaches_checked_at, connected_checked_at)
     VALUES ($1, 3, $2::jsonb, $3, $4, $4)
     ON CONFLICT (user_id) DO UPDATE SET breaches_count = 3, breach_list = $2::jsonb, email_first_seen_at = $3, breaches_checked_at = $4, connected_checked_at = $4`,
    [id, JSON.stringify(DEMO_BREACHES.slice(0, 3)), at(now, -3650 * DAY), checkedAt],
  );
  await tx.query('DELETE FROM admin.user_connected_accounts WHERE user_id = $1', [id]);
  await tx.query(
    `INSERT INTO admin.user_connected_accounts (user_id, connected_user_id, matching_attributes, matching_probability, created_at) VALUES
       ($1, 40, '{phone}', 100, $2), ($1, 41, '{email}', 99, $2), ($1, 42, '{ip}', 50, $2)`,
    [id, checkedAt],
  );
}

/** User 8: six completes since the protection began; the protection leaves 4 completes and $3 of offer payout. */
export async function shapeProtectedCompletes(tx: Queryable, now: Date): Promise<void> {
  const id = S.protectedCompletes;
  await insertShowcaseClicks(
    tx,
    Array.from({ length: 6 }, (_, k): ShowcaseClick => ({ userId: id, surveyId: 3 + k, status: 1, createdAt: at(now, -(8 - k) * DAY) })),
  );
  await tx.query(
    `UPDATE admin.users u SET
       protected_completes = (SELECT count(*) FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1 AND c.created_at >= u.protected_at) + 4,
       protected_offers_payout = (SELECT coalesce(sum(e.publisher_payout), 0) FROM admin.offer_events e
                                  WHERE e.user_id = u.id AND e.credit_status = 1 AND e.created_at >= u.protected_at) + 3
     WHERE u.id = $1`,
    [id],
  );
}

/**
 * User 20: completes over six months, a quarter reconciled, and a dozen each on surveys 1 and 2 with
 * most of them reconciled, so those surveys count as high-recon and are left out (the star).
 */
export async function shapeReconciliation(tx: Queryable, now: Date): Promise<void> {
  const id = S.shadowReviewReconciliation;
  const clicks: ShowcaseClick[] = [];
  for (let k = 0; k < 24; k += 1) {
    clicks.push({ userId: id, surveyId: 1 + (k % 2), status: 1, createdAt: at(now, -(10 + k * 6) * DAY), reconciled: k % 3 !== 0 });
  }
  for (let k = 0; k < 48; k += 1) {
    clicks.push({ userId: id, surveyId: 3 + (k % 18), status: 1, createdAt: at(now, -(2 + k * 3.5) * DAY), reconciled: k % 4 === 1 });
    clicks.push({ userId: id, surveyId: 3 + ((k + 5) % 18), status: 2, createdAt: at(now, -(2 + k * 3.5) * DAY - HOUR) });
  }
  await insertShowcaseClicks(tx, clicks);
}

/** User 23 disabled supplier 8 and had its hash there reset twice. */
export async function shapeSupplierDisabled(tx: Queryable, now: Date): Promise<void> {
  const id = S.onHoldSupplierDisabled;
  await tx.query('DELETE FROM admin.user_supplier_bans WHERE user_id = $1', [id]);
  await tx.query(
    `INSERT INTO admin.user_supplier_bans (user_id, supplier_id, type, reasons, is_disabled_by_user, created_at) VALUES ($1, 8, 6, NULL, true, $2)`,
    [id, at(now, -12 * DAY)],
  );
  await tx.query('DELETE FROM admin.user_supplier_hashes WHERE user_id = $1 AND supplier_id = 8', [id]);
  await tx.query(
    `INSERT INTO admin.user_supplier_hashes (user_id, supplier_id, hash, external_id, status, created_at) VALUES
       ($1, 8, md5('showcase-23-a'), 'sx-23-8-a', 0, $2), ($1, 8, md5('showcase-23-b'), 'sx-23-8-b', 0, $3), ($1, 8, md5('showcase-23-c'), 'sx-23-8-c', 1, $4)`,
    [id, at(now, -200 * DAY), at(now, -90 * DAY), at(now, -20 * DAY)],
  );
}

/** User 29: ten overlapping completes, and offer events in every credit state, one with IAP and one with steps. */
export async function shapePowerUser(tx: Queryable, now: Date): Promise<void> {
  const id = S.powerUser;
  const start = at(now, -2 * DAY);
  await insertShowcaseClicks(
    tx,
    Array.from({ length: 10 }, (_, k): ShowcaseClick => ({
      userId: id,
      surveyId: 21 + k,
      status: 1,
      minutes: 35,
      createdAt: new Date(start.getTime() + k * 10 * 60_000),
    })),
  );
  const iapOffer = await tx.query<{ id: number }>('SELECT id FROM admin.offers WHERE has_iap_data ORDER BY id LIMIT 1');
  const iapOfferId = iapOffer.rows[0]?.id ?? 3;
  const base = { userId: id, revenue: 4.2 };
  await insertShowcaseOfferEvents(tx, [
    {
      ...base,
      offerId: iapOfferId,
      createdAt: at(now, -30 * DAY),
      rewardName: 'Install',
      creditStatus: 1,
      status: 1,
      creditDate: at(now, -29 * DAY),
    },
    {
      ...base,
      offerId: 4,
      createdAt: at(now, -6 * DAY),
      rewardName: 'Reach level 10',
      creditStatus: 0,
      status: 0,
      creditDate: at(now, 3 * DAY),
    },
    {
      ...base,
      offerId: 5,
      createdAt: at(now, -9 * DAY),
      rewardName: 'Reach level 25',
      creditStatus: 0,
      status: 1,
      creditDate: at(now, -HOUR),
    },
    {
      ...base,
      offerId: 6,
      createdAt: at(now, -12 * DAY),
      rewardName: 'First purchase',
      creditStatus: 0,
      status: 2,
      creditDate: at(now, 5 * DAY),
    },
    {
      ...base,
      offerId: 7,
      createdAt: at(now, -14 * DAY),
      rewardName: 'Sign up',
      creditStatus: 0,
      status: 0,
      creditDate: at(now, 2 * DAY),
      hidden: true,
      disqualification: [7, 'Hidden by admin'],
    },
    {
      ...base,
      offerId: 8,
      createdAt: at(now, -15 * DAY),
      rewardName: 'Install',
      creditStatus: 0,
      status: 0,
      creditDate: at(now, 1 * DAY),
      disqualification: [3, 'Duplicate device'],
    },
    {
      ...base,
      offerId: 9,
      createdAt: at(now, -7 * DAY),
      rewardName: 'Complete tutorial',
      creditStatus: 0,
      status: 1,
      creditDate: at(now, 4 * DAY),
      progressRequired: 4,
      steps: 2,
    },
    {
      ...base,
      offerId: 10,
      createdAt: at(now, -20 * DAY),
      rewardName: 'Reach level 10',
      creditStatus: 1,
      status: 1,
      creditDate: at(now, -18 * DAY),
      progressRequired: 3,
      steps: 3,
    },
  ]);
  for (const [k, value] of [4.99, 19.99, 9.99].entries()) {
    await tx.query(
      `INSERT INTO admin.offer_iap_transactions (user_id, offer_id, transaction_value, external_transaction_id, transaction_time) VALUES ($1, $2, $3, $4, $5)`,
      [id, iapOfferId, value, `iap_showcase_29_${k}`, at(now, -(28 - k * 5) * DAY)],
    );
  }
}
