import { z } from 'zod';

/** What POST /api/admin-logs records: a page view (specification 01, 2.1) or a staff action. */
export const ADMIN_LOG_TYPES = ['page_view', 'action'] as const;
export type AdminLogType = (typeof ADMIN_LOG_TYPES)[number];

export const ADMIN_LOG_MESSAGES = {
  typeInvalid: 'Type must be page_view or action!',
  requestUrlRequired: 'Request url is required!',
  requestUrlTooLong: 'Request url is too long!',
  actionTooLong: 'Action is too long!',
} as const;

/** Body of POST /api/admin-logs: type and request_url, plus action and data for action logs. */
export const ZAdminLogBody = z.object({
  type: z.enum(ADMIN_LOG_TYPES, { error: ADMIN_LOG_MESSAGES.typeInvalid }),
  request_url: z
    .string({ error: ADMIN_LOG_MESSAGES.requestUrlRequired })
    .trim()
    .min(1, ADMIN_LOG_MESSAGES.requestUrlRequired)
    .max(2048, ADMIN_LOG_MESSAGES.requestUrlTooLong),
  action: z.string().trim().max(255, ADMIN_LOG_MESSAGES.actionTooLong).nullish(),
  /** Free-form details of an action (filters searched, value copied ...), stored as JSON. */
  data: z.unknown().optional(),
});
export type AdminLogBody = z.infer<typeof ZAdminLogBody>;

export const ZAdminLogAnswer = z.object({ data: z.object({ id: z.number().int() }) });
export type AdminLogAnswer = z.infer<typeof ZAdminLogAnswer>;
