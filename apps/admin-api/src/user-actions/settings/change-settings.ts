import type { UserSettings } from '@bo/contract';
import type { Db, Queryable } from '@bo/db';
import type { FastifyRequest } from 'fastify';
import { recordUserAction } from '../audit.ts';
import { loadSettings, type SettingsColumn } from './settings-row.ts';

export interface SettingsChange {
  userId: number;
  /** The audit action, in the product's words: 'setting_status', 'payout_adjustment' ... */
  action: string;
  /** The columns and their new values. */
  set: Partial<Record<SettingsColumn, unknown>>;
  /** The settings fields the audit entry keeps before and after. */
  audited: readonly (keyof UserSettings)[];
  /** Columns set to the transaction's time (the comment's updated-at). */
  setNow?: readonly 'comment_updated_at'[];
  /** Refuses the change from the locked row (a missing birthday, an unknown country ...): throw to write nothing. */
  check?: (current: UserSettings, tx: Queryable) => Promise<void> | void;
}

const pick = (s: UserSettings, keys: readonly (keyof UserSettings)[]) => Object.fromEntries(keys.map((k) => [k, s[k]]));

/**
 * One settings action: locks the user, checks, writes the columns and the audit entry in one
 * transaction (a refusal or a failure leaves both untouched), and answers the settings after it.
 */
export async function changeSettings(db: Db, request: Pick<FastifyRequest, 'ctx' | 'url'>, change: SettingsChange): Promise<UserSettings> {
  return db.transaction(async (tx) => {
    const before = await loadSettings(tx, change.userId, true);
    await change.check?.(before, tx);
    const columns = Object.keys(change.set) as SettingsColumn[];
    const values = columns.map((c) => change.set[c]);
    const assignments = [...columns.map((c, i) => `${c} = $${i + 2}`), ...(change.setNow ?? []).map((c) => `${c} = now()`)];
    await tx.query(`UPDATE admin.users SET ${assignments.join(', ')} WHERE id = $1`, [change.userId, ...values]);
    const after = await loadSettings(tx, change.userId);
    await recordUserAction(tx, request.ctx, {
      userId: change.userId,
      action: change.action,
      requestUrl: request.url,
      before: pick(before, change.audited),
      after: pick(after, change.audited),
    });
    return after;
  });
}
