import { z } from 'zod';
import { NOTE_MAX_LENGTH } from '../../constants.ts';
import { NOTES_MAX_PER_PAGE, NOTES_PER_PAGE } from '../constants.ts';
import { NOTE_MESSAGES } from '../messages.ts';
import { ZAdminRef, ZPagination, ZTimestamp, zPage, zPerPage } from './common.ts';

/** GET /support/api/users/:userId/notes/list: sort desc, page 1, per_page 5; or all=true (specification 02, section 7). */
export const ZSupportNoteListQuery = z.object({
  sort: z.enum(['desc', 'asc']).default('desc'),
  page: zPage(),
  per_page: zPerPage(NOTES_PER_PAGE, NOTES_MAX_PER_PAGE),
  all: z.stringbool().default(false),
});

export const ZSupportNote = z.object({
  uuid: z.string(),
  user_id: z.number().int(),
  text: z.string(),
  admin: ZAdminRef.nullable(),
  created_at: ZTimestamp,
});
export type SupportNote = z.infer<typeof ZSupportNote>;

export const ZSupportNoteListAnswer = z.object({ data: z.array(ZSupportNote), pagination: ZPagination });

/** POST /support/api/users/:userId/notes: non-empty after trimming, at most 255 characters (specification 02, section 5). */
export const ZSupportNoteBody = z.object({
  text: z.string({ error: NOTE_MESSAGES.required }).trim().min(1, NOTE_MESSAGES.required).max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
});

export const ZSupportNoteAddAnswer = z.object({ message: z.string(), data: ZSupportNote });
