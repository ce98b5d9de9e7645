import type { Product } from '@bo/contract';
import type { Queryable } from '@bo/db';

export interface ClaimFacts {
  userId: number;
  amount: number;
  rewardName: string;
  /** The reward's confirmation threshold in dollars, or null. */
  threshold: number | null;
  userCreatedAt: Date;
}

interface RuleRow {
  id: number;
  condition: string;
  value: string;
  outcome: 'wait' | 'auto_pay';
}

const DAY_MS = 86_400_000;

/** What the country and recon % rules read from the user's own rows. */
interface UserFacts {
  country: string | null;
  /** Reconciled completes over completes in percent (specification 02, section 7); null without completes. */
  reconPercent: number | null;
}

/** Whether one rule of /po-config-payout-confirmation matches the claim. */
function ruleMatches(rule: RuleRow, facts: ClaimFacts, user: UserFacts, firstClaim: boolean, now: number): boolean {
  switch (rule.condition) {
    case 'amount_at_least':
      return facts.amount >= Number(rule.value);
    case 'first_claim':
      return firstClaim;
    case 'account_age_below_days':
      return now - facts.userCreatedAt.getTime() < Number(rule.value) * DAY_MS;
    case 'reward':
      return facts.rewardName === rule.value;
    case 'country':
      // One country code or several, comma-separated.
      return user.country !== null && rule.value.split(',').some((c) => c.trim().toUpperCase() === user.country);
    case 'recon_percent_above':
      return user.reconPercent !== null && user.reconPercent > Number(rule.value);
    default:
      return false;
  }
}

/**
 * Whether a new claim goes to 3 waiting confirmation: the reward's threshold, and for po the
 * enabled rules of its config page (an auto-pay match wins over a wait, as the page's outcome says).
 */
export async function claimWaitsForConfirmation(
  tx: Queryable,
  product: Product,
  facts: ClaimFacts,
): Promise<{ wait: boolean; ruleId: number | null }> {
  const rules = await tx.query<RuleRow>(
    'SELECT id, condition, value, outcome FROM admin.payout_confirmation_rules WHERE app_id = $1 AND enabled ORDER BY id',
    [product.appId],
  );
  const previous = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM admin.payments WHERE user_id = $1) AS any', [
    facts.userId,
  ]);
  const firstClaim = !previous.rows[0]?.any;
  const user = rules.rows.some((r) => r.condition === 'country' || r.condition === 'recon_percent_above')
    ? await userFacts(tx, facts.userId)
    : { country: null, reconPercent: null };
  const now = Date.now();
  const matching = rules.rows.filter((r) => ruleMatches(r, facts, user, firstClaim, now));
  if (matching.some((r) => r.outcome === 'auto_pay')) return { wait: false, ruleId: null };
  const waitRule = matching.find((r) => r.outcome === 'wait');
  if (waitRule) return { wait: true, ruleId: waitRule.id };
  return { wait: facts.threshold !== null && facts.amount >= facts.threshold, ruleId: null };
}

async function userFacts(tx: Queryable, userId: number): Promise<UserFacts> {
  const { rows } = await tx.query<{ country: string | null; recon: number | null }>(
    `SELECT u.country_code::text AS country,
       (SELECT (100.0 * count(*) FILTER (WHERE c.complete_status = 2) / nullif(count(*), 0))::float8
        FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) AS recon
     FROM admin.users u WHERE u.id = $1`,
    [userId],
  );
  return { country: rows[0]?.country?.trim().toUpperCase() ?? null, reconPercent: rows[0]?.recon ?? null };
}
