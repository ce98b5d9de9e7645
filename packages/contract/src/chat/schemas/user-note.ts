import { z } from 'zod';
import { ZChatAdminRef, ZChatTimestamp } from './common.ts';

/** A note staff keep about an app user, shown beside the user's conversations. */
export const ZUserNote = z.object({
  uuid: z.uuid(),
  app_external_id: z.number().int(),
  user_external_id: z.string(),
  /** Plain text; the browser escapes it before inserting note badges. */
  text: z.string(),
  admin: ZChatAdminRef.nullable(),
  created_at: ZChatTimestamp,
});
export type UserNote = z.infer<typeof ZUserNote>;

export const ZUserNoteParams = z.object({ appId: z.coerce.number().int().positive(), userId: z.string().trim().min(1).max(64) });
export const ZUserNoteItemParams = ZUserNoteParams.extend({ noteId: z.uuid() });
export const ZUserNoteBody = z.object({ text: z.string().trim().min(1, 'The note text is required.').max(5000) });
export const ZUserNotesAnswer = z.object({ data: z.array(ZUserNote) });
export const ZUserNoteAnswer = z.object({ data: ZUserNote });
export const ZUserNoteDeletedAnswer = z.object({ data: z.object({ uuid: z.uuid() }) });
