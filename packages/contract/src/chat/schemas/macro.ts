import { z } from 'zod';
import { MESSAGE_TEXT_MAX } from '../constants.ts';
import { ZChatAdminRef, ZChatTimestamp } from './common.ts';

export const ZMacro = z.object({
  uuid: z.uuid(),
  title: z.string(),
  text: z.string(),
  /** How often any agent used it in a sent message. */
  usage_count: z.number().int(),
  created_by: ZChatAdminRef.nullable(),
  created_at: ZChatTimestamp,
  updated_at: ZChatTimestamp,
});
export type Macro = z.infer<typeof ZMacro>;

export const ZMacroListBody = z.object({ search: z.string().trim().max(200).optional() }).default({});

/** mostly_used: the caller's most used macros, most used first. */
export const ZMacroListAnswer = z.object({ data: z.array(ZMacro), mostly_used: z.array(ZMacro) });

export const ZMacroBody = z.object({
  title: z.string().trim().min(1, 'The title is required.').max(255),
  text: z.string().trim().min(1, 'The text is required.').max(MESSAGE_TEXT_MAX),
});

export const ZMacroSaveAnswer = z.object({ message: z.string(), data: ZMacro });
export const ZMacroParams = z.object({ uuid: z.uuid() });
