import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import {
  CHAT_APPS,
  CHAT_APP_IDS,
  CHAT_CALL,
  CHAT_CONVERSATIONS_PER_PAGE,
  CHAT_LOCALES,
  CONVERSATION_RATINGS,
  CONVERSATION_SORTS,
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  DEFAULT_CONVERSATION_SORT,
} from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { listConversations } from '../chat/conversations/list.ts';
import { wakeDueConversations } from '../chat/conversations/snooze-sweep.ts';
import { chatDeps } from '../chat/deps.ts';
import { loadUserQueues } from '../chat/queues.ts';
import { loadSpecialNotice } from '../chat/special-notice.ts';
import { queueCounts, queuedCountFor } from '../chat/stats.ts';

/** The conversation list and what its filter bar needs. */
export const conversationListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  routeCall(app, CHAT_CALL.defaultFilters, async () => {
    const external = await app.db.query<{ id: number; conversation_count: number }>(
      `SELECT u.app_external_id AS id, count(*) AS conversation_count
         FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid
        WHERE u.app_external_id <> ALL($1::int[]) GROUP BY u.app_external_id ORDER BY u.app_external_id`,
      [CHAT_APP_IDS],
    );
    return {
      data: {
        sort: DEFAULT_CONVERSATION_SORT,
        per_page: CHAT_CONVERSATIONS_PER_PAGE,
        filters: { status: ['open' as const] },
        statuses: [...CONVERSATION_STATUSES],
        sorts: [...CONVERSATION_SORTS],
        sources: [...CONVERSATION_SOURCES],
        ratings: [...CONVERSATION_RATINGS],
        external_apps: external.rows.map((r) => ({ id: r.id, conversation_count: Number(r.conversation_count) })),
      },
    };
  });

  routeCall(app, CHAT_CALL.apps, async () => ({
    data: CHAT_APPS.map((a) => ({ id: a.id, project: a.project, title: a.title })),
  }));

  routeCall(app, CHAT_CALL.locales, async () => ({ data: [...CHAT_LOCALES] }));

  routeCall(app, CHAT_CALL.conversationList, async (request) => {
    await wakeDueConversations(deps);
    const body = request.body;
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    const page = await listConversations(app.db, body);
    const queues = await loadUserQueues(app.db, admin.id);
    const counts = await queueCounts(app.db);
    return {
      data: page.data,
      page: body.page,
      per_page: body.per_page,
      last_page: page.last_page,
      total: page.total,
      sort: body.sort,
      filters: body.filters,
      queued_count: queuedCountFor(counts, queues),
      is_support_tl: admin.isSupportTl,
      user_queues: queues,
      special_notice: await loadSpecialNotice(app.db),
    };
  });
};
