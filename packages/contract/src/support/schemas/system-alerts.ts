import { z } from 'zod';
import { ZFilterOption, ZPaging } from '../../schemas/list.ts';
import { SYSTEM_ALERTS_PER_PAGE } from '../constants.ts';
import { ALERT_MESSAGES } from '../messages.ts';
import { ZAdminRef, ZDateOrInstant, ZTimestamp, zPage, zPerPage } from './common.ts';

/** GET /api/system-alerts: newest first, filtered by seen / not seen, type and a creation date range. */
export const ZSystemAlertListQuery = z.object({
  page: zPage(),
  per_page: zPerPage(SYSTEM_ALERTS_PER_PAGE, 500),
  is_seen: z.stringbool().optional(),
  type: z.string().trim().min(1).optional(),
  created_from: ZDateOrInstant.optional(),
  created_to: ZDateOrInstant.optional(),
});
export type SystemAlertListQuery = z.output<typeof ZSystemAlertListQuery>;

export const ZSystemAlert = z.object({
  id: z.number().int(),
  type: z.string(),
  type_label: z.string(),
  severity: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  is_seen: z.boolean(),
  seen_at: ZTimestamp.nullable(),
  seen_by: ZAdminRef.nullable(),
  created_at: ZTimestamp,
});
export type SystemAlert = z.infer<typeof ZSystemAlert>;

/** The list response of the table screens: data and paging (specification 01, section 3). */
export const ZSystemAlertListAnswer = z.object({
  data: z.array(ZSystemAlert),
  filterData: z.record(z.string(), z.array(ZFilterOption)),
  paging: ZPaging,
});

export const ZSystemAlertParams = z.object({ id: z.coerce.number().int().positive() });
/** PUT /api/system-alerts/:id: the only change is marking it seen. */
export const ZSystemAlertUpdateBody = z.object({ is_seen: z.literal(true, { error: ALERT_MESSAGES.onlyMarkSeen }) });
export const ZSystemAlertAnswer = z.object({ message: z.string(), data: ZSystemAlert });

/** GET .../not-seen-count, .../not-reviewed-count, .../count-not-reviewed */
export const ZCountAnswer = z.object({ count: z.number().int() });
