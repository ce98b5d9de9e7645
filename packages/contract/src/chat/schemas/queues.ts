import { z } from 'zod';

/** The caller's queues: whether new chats and new tickets are routed to them. */
export const ZUserQueues = z.object({ is_chat_queue_enabled: z.boolean(), is_ticket_queue_enabled: z.boolean() });
export type UserQueues = z.infer<typeof ZUserQueues>;

const ZFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

export const ZUserQueuesBody = z
  .object({ is_chat_queue_enabled: ZFlag.optional(), is_ticket_queue_enabled: ZFlag.optional() })
  .refine((b) => b.is_chat_queue_enabled !== undefined || b.is_ticket_queue_enabled !== undefined, {
    message: 'Give is_chat_queue_enabled or is_ticket_queue_enabled.',
  });

export const ZUserQueuesAnswer = z.object({ data: ZUserQueues });
