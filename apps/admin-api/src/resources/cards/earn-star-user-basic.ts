import { LIST_MESSAGES, timeAgo, type EarnStarUserBasicAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

/** EarnStar's app id (specification 02, section 1). */
const EARN_STAR_APP_ID = 554;
/** How many rewards the card lists. */
const TOP_REWARDS = 5;

interface UserRow {
  id: number;
  status: number;
  app_id: number;
  app_name: string;
  created_at: Date;
  country_name: string | null;
  country_code: string | null;
  default_currency: string | null;
  balance: number;
  level: number | null;
  level_name: string | null;
}

/**
 * The EarnStar user card (specification 01, section 3). Amounts are cents (the card divides by
 * 100): the balance, and the rewards credited for completes and offer events.
 */
export async function earnStarUserBasic(
  db: Queryable,
  id: number,
  now = new Date(),
  /** Sibling cards of the other products (user details) */ appId = EARN_STAR_APP_ID,
): Promise<EarnStarUserBasicAnswer> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.status, u.app_id, a.name AS app_name, u.created_at, c.name AS country_name, u.country_code,
            c.default_currency, u.balance, u.level, l.name AS level_name
       FROM admin.users u JOIN core.apps a ON a.id = u.app_id LEFT JOIN core.countries c ON c.code = u.country_code
       LEFT JOIN admin.levels l ON l.app_id = u.app_id AND l.level = u.level
      WHERE u.id = $1 AND u.app_id = $2`,
    [id, appId],
  );
  const user = rows[0];
  if (!user) throw notFound(LIST_MESSAGES.notFound('User', id));
  const rewards = await db.query<{ name: string; reward: number; created_at: Date }>(
    `SELECT name, reward, created_at FROM (
        SELECT s.name, k.user_reward AS reward, k.completed_at AS created_at
          FROM admin.clicks k JOIN admin.surveys s ON s.id = k.survey_id
         WHERE k.user_id = $1 AND k.status = 1 AND k.user_reward > 0
        UNION ALL
        SELECT coalesce(o.name || ': ' || e.reward_name, e.reward_name, 'Offer reward'), e.user_reward, e.created_at
          FROM admin.offer_events e LEFT JOIN admin.offers o ON o.id = e.offer_id
         WHERE e.user_id = $1 AND e.credit_status = 1 AND e.user_reward > 0
      ) r ORDER BY reward DESC, created_at DESC`,
    [id],
  );
  return {
    data: {
      user: {
        id: user.id,
        status: user.status,
        app_id: user.app_id,
        app_name: user.app_name,
        created_at: user.created_at.toISOString(),
        created_at_timeago: timeAgo(user.created_at, { now }),
        country_name: user.country_name,
        country_code: user.country_code?.trim() ?? null,
        default_currency: user.default_currency?.trim() ?? null,
      },
      balance: user.balance,
      level: user.level === null ? null : { level: user.level, name: user.level_name },
      total_reward: rewards.rows.reduce((sum, r) => sum + Number(r.reward), 0),
      top_rewards: rewards.rows
        .slice(0, TOP_REWARDS)
        .map((r) => ({ name: r.name, reward: Number(r.reward), created_at: r.created_at.toISOString() })),
    },
  };
}
