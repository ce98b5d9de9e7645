import { z } from 'zod';
import { SPECIAL_NOTICE_STATUS } from '../constants.ts';

const ZNoticeStatus = z.union([z.literal(SPECIAL_NOTICE_STATUS.hidden), z.literal(SPECIAL_NOTICE_STATUS.shown)]);

/** The special notice shown in the chat (status 1 shown, 0 hidden). */
export const ZSpecialNotice = z.object({ status: ZNoticeStatus, text: z.string() });
export type SpecialNotice = z.infer<typeof ZSpecialNotice>;

export const ZSpecialNoticeBody = z.object({
  status: z.union([ZNoticeStatus, z.boolean().transform((v) => (v ? SPECIAL_NOTICE_STATUS.shown : SPECIAL_NOTICE_STATUS.hidden))]),
  text: z.string().trim().max(2000).default(''),
});

export const ZSpecialNoticeAnswer = z.object({ message: z.string(), data: ZSpecialNotice });
