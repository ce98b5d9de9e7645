import { PRODUCT_ACTION_MESSAGES as M, RESENDABLE_TEMPLATES } from '@bo/contract';
import type { Db } from '@bo/db';
import { HttpError } from '@bo/server-kit';
import { recordUserAction } from '../user-actions/audit.ts';
import { existing, rowOf, switcher, type ActionInput, type Answer } from './row-action-kit.ts';

/** The handlers by page kind and action key (the contract's PRODUCT_ROW_ACTIONS). */
const HANDLERS: Readonly<Record<string, (i: ActionInput) => Promise<Answer>>> = {
  'affiliate_partners.status': switcher(
    'admin.affiliate_partners',
    'status',
    'Affiliate partner',
    'affiliate_partner.status',
    (row, v: number) => M.partnerStatus(String(row.name), v),
  ),
  'triggers.enabled': switcher('admin.triggers', 'enabled', 'Trigger', 'trigger.enabled', (row, v: boolean) =>
    M.enabled('Trigger', `${String(row.event)} ${String(row.action)}`, v),
  ),
  'adjust_config.enabled': switcher('admin.adjust_config', 'enabled', 'Adjust event', 'adjust_config.enabled', (row, v: boolean) =>
    M.enabled('Adjust event', `${String(row.our_event)} (${String(row.platform)})`, v),
  ),
  'vip_users.tier': async (i) => {
    const before = await existing(i, 'VIP user');
    await i.tx.query('UPDATE admin.vip_users SET tier = $2, admin_id = $3 WHERE user_id = $1 AND app_id = $4', [
      i.id,
      i.body.tier,
      i.ctx.adminId,
      i.product.appId,
    ]);
    await recordUserAction(i.tx, i.ctx, {
      userId: i.id,
      action: 'vip_tier',
      requestUrl: i.url,
      before: { tier: before.tier },
      after: { tier: i.body.tier },
    });
    return { data: (await rowOf(i.tx, i.resource, i.id)) ?? null, message: M.vipTier(i.id, String(i.body.tier)) };
  },
  'vip_users.delete': async (i) => {
    const before = await existing(i, 'VIP user');
    await i.tx.query('DELETE FROM admin.vip_users WHERE user_id = $1 AND app_id = $2', [i.id, i.product.appId]);
    await recordUserAction(i.tx, i.ctx, {
      userId: i.id,
      action: 'vip_remove',
      requestUrl: i.url,
      before: { tier: before.tier, note: before.note },
      after: null,
    });
    return { data: null, message: M.vipRemoved(i.id) };
  },
  'emails.resend': async (i) => {
    const email = await existing(i, 'E-mail');
    if (!(RESENDABLE_TEMPLATES as readonly string[]).includes(String(email.template)))
      throw new HttpError(422, { template: [M.notResendable(RESENDABLE_TEMPLATES)] });
    const { rows } = await i.tx.query<{ id: number }>(
      `INSERT INTO admin.email_logs (app_id, user_id, template, subject, language, status, resent_from, admin_id)
       SELECT app_id, user_id, template, subject, language, 'sent', id, $2 FROM admin.email_logs WHERE id = $1 RETURNING id`,
      [i.id, i.ctx.adminId],
    );
    const userId = Number(email.user_id);
    await recordUserAction(i.tx, i.ctx, {
      userId,
      action: 'email_resend',
      requestUrl: i.url,
      before: { email_id: i.id, status: email.status },
      after: { email_id: rows[0]!.id, template: email.template },
    });
    return { data: (await rowOf(i.tx, i.resource, rows[0]!.id)) ?? null, message: M.resent(String(email.template), userId) };
  },
};

/** The write of a page kind's action key, in one transaction with its log entry; an action without a handler stops the start. */
export function rowAction(kind: string, key: string): (db: Db, input: Omit<ActionInput, 'tx'>) => Promise<Answer> {
  const handler = HANDLERS[`${kind}.${key}`];
  if (!handler) throw new Error(`Row action ${kind}.${key} has no handler`);
  return (db, input) => db.transaction((tx) => handler({ ...input, tx }));
}
