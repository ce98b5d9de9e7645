import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

import { isoRequired, num, round2 } from '../../../user-details/format.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';

const GROUP_SQL = `
  SELECT o.name, t.offer_id, o.provider_id, p.name AS provider_name, count(*)::int AS transactions_count,
    sum(t.transaction_value)::float8 AS transaction_value_sum, max(t.transaction_time) AS last_transaction_time
  FROM admin.offer_iap_transactions t JOIN admin.offers o ON o.id = t.offer_id JOIN admin.offer_providers p ON p.id = o.provider_id
  WHERE t.user_id = $1
  GROUP BY o.name, t.offer_id, o.provider_id, p.name
  ORDER BY max(t.transaction_time) DESC, t.offer_id`;

const ROWS_SQL = `
  SELECT o.name, t.offer_id, o.provider_id, p.name AS provider_name, t.transaction_value::float8 AS transaction_value, t.transaction_time,
    t.external_transaction_id
  FROM admin.offer_iap_transactions t JOIN admin.offers o ON o.id = t.offer_id JOIN admin.offer_providers p ON p.id = o.provider_id
  WHERE t.user_id = $1 AND t.offer_id = $2
  ORDER BY t.transaction_time DESC, t.id DESC`;

/** The IAP list (purchases reach the platform up to 24 hours late) and the steps of a progress reward. */
export const iapRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.iapDataGroupOffer, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    const { rows } = await app.db.query<{
      name: string;
      offer_id: number;
      provider_id: number;
      provider_name: string;
      transactions_count: number;
      transaction_value_sum: number;
      last_transaction_time: Date;
    }>(GROUP_SQL, [request.params.userId]);
    return {
      data: rows.map((r) => ({
        ...r,
        transaction_value_sum: round2(num(r.transaction_value_sum)),
        last_transaction_time: isoRequired(r.last_transaction_time),
      })),
    };
  });

  routeCall(app, USER_DETAILS_CALL.iapData, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    const { rows } = await app.db.query<{
      name: string;
      offer_id: number;
      provider_id: number;
      provider_name: string;
      transaction_value: number;
      transaction_time: Date;
      external_transaction_id: string | null;
    }>(ROWS_SQL, [request.params.userId, request.params.offerId]);
    return {
      data: rows.map((r) => ({
        ...r,
        transaction_value: round2(num(r.transaction_value)),
        transaction_time: isoRequired(r.transaction_time),
      })),
    };
  });

  routeCall(app, USER_DETAILS_CALL.eventSteps, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    const { rows } = await app.db.query<{ created_at: Date; is_paid: boolean; external_transaction_id: string | null }>(
      'SELECT created_at, is_paid, external_transaction_id FROM admin.offer_event_steps WHERE user_id = $1 AND reward_id = $2 ORDER BY created_at, id',
      [request.params.userId, request.params.rewardId],
    );
    return { data: rows.map((r) => ({ ...r, created_at: isoRequired(r.created_at) })) };
  });
};
