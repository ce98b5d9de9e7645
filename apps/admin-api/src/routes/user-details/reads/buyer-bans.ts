import { routeCall } from '@bo/server-kit';
import { BUYER_BAN_TYPES, USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

import { isoRequired } from '../../../user-details/format.ts';
import { assertUserExists } from '../../../user-details/lookup.ts';

/** GET /api/user/:userId/buyer-bans/:id: the buyers of supplier :id that refuse the user. */
export const buyerBansRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.buyerBans, async (request) => {
    await assertUserExists(app.db, request.params.userId);
    const { rows } = await app.db.query<{
      id: number;
      supplier_buyer_name: string;
      supplier_buyer_id: string;
      type: number;
      created_at: Date;
    }>(
      `SELECT bb.id, sb.supplier_buyer_name, sb.supplier_buyer_id, bb.type, bb.created_at
       FROM admin.user_buyer_bans bb JOIN admin.supplier_buyers sb ON sb.id = bb.supplier_buyer_id
       WHERE bb.user_id = $1 AND sb.supplier_id = $2 ORDER BY bb.created_at DESC, bb.id DESC`,
      [request.params.userId, request.params.id],
    );
    return {
      data: rows.map((r) => ({
        ...r,
        id: Number(r.id),
        type_name: BUYER_BAN_TYPES[r.type] ?? `Type ${r.type}`,
        created_at: isoRequired(r.created_at),
      })),
    };
  });
};
