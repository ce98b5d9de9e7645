import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

import { countedPaging } from '../../../list-engine/paging.ts';
import { pageWindow } from '../../../user-details/paging.ts';

/** GET /api/user/users-by-carrier/:carrier: the users who verified a phone with the carrier (the carrier risk drill-down). */
export const usersByCarrierRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.usersByCarrier, async (request) => {
    const { page, size, offset } = pageWindow(request.query);
    const carrier = request.params.carrier;
    const [count, rows] = await Promise.all([
      app.db.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM admin.user_phone_verifications WHERE carrier = $1', [
        carrier,
      ]),
      app.db.query<{ id: number; status: number }>(
        `SELECT u.id, u.status FROM admin.users u
           WHERE u.id IN (SELECT v.user_id FROM admin.user_phone_verifications v WHERE v.carrier = $1)
           ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
        [carrier, size, offset],
      ),
    ]);
    return {
      data: rows.rows.map((r) => ({ id: Number(r.id), status: r.status })),
      paging: countedPaging(count.rows[0]?.n ?? 0, page, size, rows.rows.length),
    };
  });
};
