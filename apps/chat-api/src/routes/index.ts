import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { snoozeSweepPlugin } from '../plugins/snooze-sweep.ts';
import { attachmentRoutes } from './attachments.ts';
import { conversationListRoutes } from './conversation-list.ts';
import { conversationSettingsRoutes } from './conversation-settings.ts';
import { conversationStatusRoutes } from './conversation-status.ts';
import { macroRoutes } from './macros.ts';
import { messageRoutes } from './messages.ts';
import { queueRoutes } from './queues.ts';
import { specialNoticeRoutes } from './special-notices.ts';
import { userNoteRoutes } from './user-notes.ts';

/** Every chat-api route plugin; app.ts registers them in this order. Add one line per route file. */
export const chatRoutes: readonly FastifyPluginAsyncZod[] = [
  conversationListRoutes,
  conversationStatusRoutes,
  conversationSettingsRoutes,
  messageRoutes,
  attachmentRoutes,
  macroRoutes,
  specialNoticeRoutes,
  queueRoutes,
  userNoteRoutes,
  // Not a route: ends snoozes on time in the background (listed here so app.ts stays one loop).
  snoozeSweepPlugin as FastifyPluginAsyncZod,
];
