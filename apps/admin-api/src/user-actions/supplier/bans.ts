import { randomBytes } from 'node:crypto';
import type { SupplierBan } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** A supplier ban or disable row, as the audit trail keeps it. */
export interface SupplierBanRow {
  id: number;
  type: number;
  reasons: string | null;
  is_disabled_by_user: boolean;
  end_at: string | null;
  lifted_at: string | null;
}

const BAN_COLUMNS = 'id, type, reasons, is_disabled_by_user, end_at, lifted_at';
const ACTIVE = '(lifted_at IS NULL AND (end_at IS NULL OR end_at > now()))';

/**
 * Locks the user's row, so actions on one user's suppliers run one after the other, and tells
 * whether the user and the supplier exist.
 */
export async function lockUserAndSupplier(
  tx: Queryable,
  userId: number,
  supplierId: number,
): Promise<{ user: boolean; supplier: boolean }> {
  const { rows } = await tx.query<{ user: boolean; supplier: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM admin.users WHERE id = $1) AS user, EXISTS (SELECT 1 FROM admin.suppliers WHERE id = $2) AS supplier`,
    [userId, supplierId],
  );
  await tx.query('SELECT 1 FROM admin.users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0]!;
}

/** The bans in force of the user at the supplier. */
export async function activeBans(tx: Queryable, userId: number, supplierId: number): Promise<SupplierBanRow[]> {
  const { rows } = await tx.query<SupplierBanRow>(
    `SELECT ${BAN_COLUMNS} FROM admin.user_supplier_bans WHERE user_id = $1 AND supplier_id = $2 AND ${ACTIVE} ORDER BY id`,
    [userId, supplierId],
  );
  return rows;
}

/** Adds a ban (type 5) or disable (type 6) ending at the start of the expiry day (UTC), or never. */
export async function addSupplierBan(tx: Queryable, userId: number, ban: SupplierBan, adminId: number): Promise<SupplierBanRow> {
  const endAt = ban.ban_indefinite || !ban.ban_expiry ? null : `${ban.ban_expiry}T00:00:00Z`;
  const { rows } = await tx.query<SupplierBanRow>(
    `INSERT INTO admin.user_supplier_bans (user_id, supplier_id, type, reasons, admin_id, end_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${BAN_COLUMNS}`,
    [userId, ban.id, ban.type, ban.comment, adminId, endAt],
  );
  return rows[0]!;
}

/** Lifts the bans in force that match `which` ('all', or only the disables the user made). */
export async function liftBans(
  tx: Queryable,
  userId: number,
  supplierId: number,
  which: 'all' | 'userDisables',
): Promise<SupplierBanRow[]> {
  const onlyUser = which === 'userDisables' ? 'AND type = 6 AND is_disabled_by_user' : '';
  const { rows } = await tx.query<SupplierBanRow>(
    `UPDATE admin.user_supplier_bans SET lifted_at = now()
     WHERE user_id = $1 AND supplier_id = $2 AND ${ACTIVE} ${onlyUser} RETURNING ${BAN_COLUMNS}`,
    [userId, supplierId],
  );
  return rows;
}

/**
 * Resets the user's data at a supplier: the active hashes become inactive (status 0) and a new hash
 * takes over, keeping the external id, so the supplier sees a fresh respondent.
 */
export async function resetSupplierHash(tx: Queryable, userId: number, supplierId: number): Promise<{ reset: string[]; hash: string }> {
  const old = await tx.query<{ hash: string; external_id: string | null }>(
    `UPDATE admin.user_supplier_hashes SET status = 0 WHERE user_id = $1 AND supplier_id = $2 AND status = 1 RETURNING hash, external_id`,
    [userId, supplierId],
  );
  const hash = randomBytes(16).toString('hex');
  await tx.query(`INSERT INTO admin.user_supplier_hashes (user_id, supplier_id, hash, external_id, status) VALUES ($1, $2, $3, $4, 1)`, [
    userId,
    supplierId,
    hash,
    old.rows[0]?.external_id ?? null,
  ]);
  return { reset: old.rows.map((r) => r.hash), hash };
}
