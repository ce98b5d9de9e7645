import { ZPageQuery, ZUsersByCarrierAnswer } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { z } from 'zod';
import { countedPaging } from '../../../list-engine/paging.ts';
import { pageWindow } from '../shared/paging.ts';

const ZCarrierParams = z.object({ carrier: z.string().trim().min(1).max(100) });

/** GET /api/user/users-by-carrier/:carrier: the users who verified a phone with the carrier (the carrier risk drill-down). */
export const usersByCarrierRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/users-by-carrier/:carrier',
    { schema: { params: ZCarrierParams, querystring: ZPageQuery, response: { 200: ZUsersByCarrierAnswer } } },
    async (request) => {
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
    },
  );
};
