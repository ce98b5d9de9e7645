import { z } from 'zod';
import { VIP_TIERS } from './vip-users.ts';

/**
 * The growth pages' row actions (specification 04, section 1; page holders: the page's permission).
 * Create and edit forms are the shared form engine's; these act on one row without a form.
 */
export interface ProductRowAction {
  key: string;
  label: string;
  method: 'PUT' | 'POST' | 'DELETE';
  /** Appended to the page's list call: `/:id`, `/:id/status` ... */
  suffix: string;
  /** The body's schema (checked in the browser and on the server; a refused body answers 422 naming the field). */
  body?: z.ZodObject;
}

export const ZPartnerStatus = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'Status must be 0 (paused) or 1 (active).' }),
});
export const ZEnabled = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false.' }) });
export const ZVipTier = z.object({ tier: z.enum(VIP_TIERS, { error: `Tier must be one of: ${VIP_TIERS.join(', ')}.` }) });

/** Row actions by page kind (the part of the page's name after the product prefix). */
export const PRODUCT_ROW_ACTIONS: Readonly<Record<string, readonly ProductRowAction[]>> = {
  affiliate_partners: [{ key: 'status', label: 'Pause or activate', method: 'PUT', suffix: '/:id/status', body: ZPartnerStatus }],
  triggers: [{ key: 'enabled', label: 'Enable or disable', method: 'PUT', suffix: '/:id/enabled', body: ZEnabled }],
  adjust_config: [{ key: 'enabled', label: 'Enable or disable', method: 'PUT', suffix: '/:id/enabled', body: ZEnabled }],
  vip_users: [
    { key: 'tier', label: 'Set tier', method: 'PUT', suffix: '/:id/tier', body: ZVipTier },
    { key: 'delete', label: 'Remove', method: 'DELETE', suffix: '/:id' },
  ],
  emails: [{ key: 'resend', label: 'Resend', method: 'POST', suffix: '/:id/resend' }],
};

/** The kind of a product page from its name (`fs_log_spend` -> `log_spend`). */
export const productPageKind = (name: string): string => name.slice(name.indexOf('_') + 1);

/** A row action's path for one page: its list call plus the action's suffix. */
export const rowActionPath = (url: string, action: ProductRowAction): string => `${url}${action.suffix}`;

/** The answers of the row actions: the row after (null once removed) and the message shown. */
export const ZRowActionAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable(), message: z.string() });

/** Ours: the specification leaves these messages open. */
export const PRODUCT_ACTION_MESSAGES = {
  notFound: (entity: string, id: number | string) => `${entity} ${id} not found`,
  partnerStatus: (name: string, status: number) => `Affiliate partner ${name} is ${status === 1 ? 'active' : 'paused'}`,
  enabled: (entity: string, name: string, enabled: boolean) => `${entity} ${name} is ${enabled ? 'enabled' : 'disabled'}`,
  vipTier: (userId: number, tier: string) => `User ${userId} is a ${tier} VIP`,
  vipRemoved: (userId: number) => `User ${userId} is no longer a VIP`,
  resent: (template: string, userId: number) => `The ${template} e-mail has been sent again to user ${userId}`,
  notResendable: (templates: readonly string[]) => `Only ${templates.join(' and ')} e-mails can be resent.`,
} as const;
