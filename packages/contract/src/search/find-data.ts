import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { CSV_UPLOAD_LIMIT_BYTES } from '../resources/constants.ts';

/** The data Find Data looks a user up by (specification 04, section 7), as the rows name them. */
export const FIND_DATA_FIELDS = {
  email: 'E-mail',
  phone: 'Phone',
  ip: 'IP',
  hash: 'Hash',
  external_id: 'External ID',
  payout_account: 'Payout Account',
  device_id: 'Device ID',
} as const;
export type FindDataField = keyof typeof FIND_DATA_FIELDS;

/** One match: the value given, the field it was found in, and the user it belongs to. */
export const ZFindDataRow = z.object({
  input: z.string(),
  field: z.enum(Object.keys(FIND_DATA_FIELDS) as [FindDataField, ...FindDataField[]]),
  value: z.string(),
  user_id: z.number(),
  app_id: z.number(),
  app_name: z.string(),
  status: z.number(),
  country_code: z.string().nullable(),
  created_at: z.string(),
});
export type FindDataRow = z.infer<typeof ZFindDataRow>;
export const ZFindDataAnswer = z.object({ data: z.array(ZFindDataRow), not_found: z.array(z.string()) });
export type FindDataAnswer = z.infer<typeof ZFindDataAnswer>;

/**
 * POST /api/find-data: the values in the body (never in a URL, so no personal datum reaches a
 * proxy's or the access log's query), the page's permission.
 */
export const FIND_DATA_CALL = {
  name: 'findData.search',
  method: 'POST',
  path: '/api/find-data',
  upstream: 'admin',
  permission: 'find_data',
  summary: 'Users found by any datum (e-mail, phone, IP, hash, external id, payout account, device id), and the values not found',
  uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES,
  answer: ZFindDataAnswer,
} as const satisfies ApiCall;

export const findDataCalls: readonly ApiCall[] = [FIND_DATA_CALL];
