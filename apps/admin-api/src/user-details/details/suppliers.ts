import { COLOUR_THRESHOLDS, type SupplierStatistic } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { iso, isoRequired, num, percent, round2 } from '../format.ts';
import type { SupplierActivity } from './activity-totals.ts';

interface SupplierRow {
  id: number;
  name: string;
  status: number;
  platform_clicks: number | null;
  platform_completes: number | null;
}
interface BanRow {
  id: number;
  supplier_id: number;
  type: number;
  reasons: string | null;
  is_disabled_by_user: boolean;
  created_at: Date;
  end_at: Date | null;
  lifted_at: Date | null;
  active: boolean;
}
interface HashRow {
  supplier_id: number;
  hash: string;
  external_id: string | null;
  status: 0 | 1;
  created_at: Date;
}

/** The supplier table of the page and the factor of each, from the suppliers, the user's bans, hashes and buyer bans. */
async function loadSupplierRows(db: Queryable, userId: number) {
  const [suppliers, bans, hashes, buyerBans] = await Promise.all([
    db.query<SupplierRow>(
      `SELECT s.id, s.name, s.status, st.clicks AS platform_clicks, st.completes AS platform_completes
       FROM admin.suppliers s LEFT JOIN admin.supplier_conversion_stats st ON st.supplier_id = s.id ORDER BY s.id`,
    ),
    db.query<BanRow>(
      `SELECT b.id, b.supplier_id, b.type, b.reasons, b.is_disabled_by_user, b.created_at, b.end_at, b.lifted_at,
         (b.lifted_at IS NULL AND (b.end_at IS NULL OR b.end_at > now())) AS active
       FROM admin.user_supplier_bans b WHERE b.user_id = $1 ORDER BY b.created_at DESC, b.id DESC`,
      [userId],
    ),
    db.query<HashRow>(
      'SELECT supplier_id, hash, external_id, status, created_at FROM admin.user_supplier_hashes WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [userId],
    ),
    db.query<{ supplier_id: number; n: number }>(
      `SELECT sb.supplier_id, count(*)::int AS n FROM admin.user_buyer_bans bb JOIN admin.supplier_buyers sb ON sb.id = bb.supplier_buyer_id
       WHERE bb.user_id = $1 GROUP BY sb.supplier_id`,
      [userId],
    ),
  ]);
  return {
    suppliers: suppliers.rows,
    bans: bans.rows,
    hashes: hashes.rows,
    buyerBans: new Map(buyerBans.rows.map((r) => [r.supplier_id, r.n])),
  };
}

/** Conversion at a supplier over the supplier's platform-wide conversion; null without clicks on either side. */
function factorOf(clicks: number, completes: number, platformClicks: number, platformCompletes: number): number | null {
  if (clicks === 0 || platformClicks === 0 || platformCompletes === 0) return null;
  return round2(completes / clicks / (platformCompletes / platformClicks));
}

export interface SupplierStatistics {
  rows: SupplierStatistic[];
  completesFactor: { total: number | null; total_actual: number | null; total_alert: number };
}

/**
 * Every active supplier (and any other the user clicked or is banned at), with the user's clicks,
 * completes, reconciliations, status at the supplier, bans, hashes and banned buyers.
 */
export async function loadSupplierStatistics(
  db: Queryable,
  userId: number,
  userActivity: readonly SupplierActivity[] | Promise<readonly SupplierActivity[]>,
): Promise<SupplierStatistics> {
  // The supplier rows do not wait for the user's activity (the page's longest query): both are read side by side.
  const [data, activity] = await Promise.all([loadSupplierRows(db, userId), userActivity]);
  const bySupplier = new Map(activity.map((a) => [a.supplier_id, a]));
  const rows: SupplierStatistic[] = [];
  let platformClicks = 0;
  let platformCompletes = 0;
  for (const s of data.suppliers) {
    const pc = num(s.platform_clicks);
    const pcc = num(s.platform_completes);
    platformClicks += pc;
    platformCompletes += pcc;
    const a = bySupplier.get(s.id);
    const bans = data.bans.filter((b) => b.supplier_id === s.id);
    if (s.status !== 1 && !a && bans.length === 0) continue;
    const active = bans.find((b) => b.active && b.type === 5) ?? bans.find((b) => b.active && b.type === 6);
    const hashes = data.hashes.filter((h) => h.supplier_id === s.id);
    const clicks = a?.clicks ?? 0;
    const completes = a?.completes ?? 0;
    const reconciled = a?.reconciled ?? 0;
    rows.push({
      id: s.id,
      name: s.name,
      user_status: active ? (active.type === 5 ? 'banned' : 'disabled') : 'active',
      banned_reasons: active?.reasons ?? null,
      is_disabled_by_user: active?.type === 6 ? active.is_disabled_by_user : false,
      banned_until: iso(active?.end_at ?? null),
      user_bans: bans.map((b) => ({
        id: Number(b.id),
        supplier_id: b.supplier_id,
        type: b.type,
        reasons: b.reasons,
        created_at: isoRequired(b.created_at),
        end_at: iso(b.end_at),
        lifted_at: iso(b.lifted_at),
      })),
      reset_hashes: hashes.filter((h) => h.status === 0).length,
      all_hashes: hashes.map((h) => ({
        hash: h.hash,
        external_id: h.external_id,
        status: h.status,
        created_at: isoRequired(h.created_at),
      })),
      total_clicks: clicks,
      total_reconciliations: reconciled,
      total_completes: completes,
      actual_completes: completes - reconciled,
      conversion: percent(completes, clicks),
      factor: factorOf(clicks, completes, pc, pcc),
      banned_buyers_count: data.buyerBans.get(s.id) ?? 0,
    });
  }
  const clicks = activity.reduce((n, a) => n + a.clicks, 0);
  const completes = activity.reduce((n, a) => n + a.completes, 0);
  const reconciled = activity.reduce((n, a) => n + a.reconciled, 0);
  return {
    rows,
    completesFactor: {
      total: factorOf(clicks, completes, platformClicks, platformCompletes),
      total_actual: factorOf(clicks, completes - reconciled, platformClicks, platformCompletes),
      total_alert: rows.filter((r) => r.factor !== null && r.factor > COLOUR_THRESHOLDS.completesFactor.amberAbove).length,
    },
  };
}
