import { BUYER_BAN_TYPES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { isoRequired } from './format.ts';

/** The buyers of supplier `supplierId` that refuse the user, newest first. */
export async function listBuyerBans(db: Queryable, userId: number, supplierId: number) {
  const { rows } = await db.query<{
    id: number;
    supplier_buyer_name: string;
    supplier_buyer_id: string;
    type: number;
    created_at: Date;
  }>(
    `SELECT bb.id, sb.supplier_buyer_name, sb.supplier_buyer_id, bb.type, bb.created_at
       FROM admin.user_buyer_bans bb JOIN admin.supplier_buyers sb ON sb.id = bb.supplier_buyer_id
       WHERE bb.user_id = $1 AND sb.supplier_id = $2 ORDER BY bb.created_at DESC, bb.id DESC`,
    [userId, supplierId],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    type_name: BUYER_BAN_TYPES[r.type] ?? `Type ${r.type}`,
    created_at: isoRequired(r.created_at),
  }));
}
