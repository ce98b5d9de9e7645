import { UNASSIGNED, type ConversationFilters } from '@bo/contract';
import { likePattern } from '../sql.ts';

/** A WHERE clause over `chat.conversations c JOIN chat.users u` with its parameters. */
export interface WhereClause {
  sql: string;
  params: unknown[];
}

/** Turns the list filters into SQL; every value is a parameter. */
export function conversationWhere(filters: ConversationFilters): WhereClause {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };

  if (filters.status?.length) conditions.push(`c.status = ANY(${param(filters.status)}::text[])`);

  if (filters.assignee_user_ids?.length) {
    const ids = filters.assignee_user_ids.filter((v): v is number => typeof v === 'number');
    const unassigned = filters.assignee_user_ids.some((v) => v === UNASSIGNED || v === null);
    const parts = [ids.length ? `c.assignee_id = ANY(${param(ids)}::int[])` : null, unassigned ? 'c.assignee_id IS NULL' : null].filter(
      Boolean,
    );
    conditions.push(`(${parts.join(' OR ')})`);
  }

  if (filters.participant_user_ids?.length) {
    conditions.push(
      `EXISTS (SELECT 1 FROM chat.messages pm WHERE pm.conversation_uuid = c.uuid AND pm.author_admin_id = ANY(${param(filters.participant_user_ids)}::int[]))`,
    );
  }

  // The app filter offers the visible apps; external apps hidden from it are added by external_app_options.
  const appIds = [...(filters.app_external_id ?? []), ...(filters.external_app_options ?? [])];
  if (appIds.length) conditions.push(`u.app_external_id = ANY(${param(appIds)}::int[])`);

  if (filters.sources?.length) conditions.push(`c.source = ANY(${param(filters.sources)}::text[])`);

  if (filters.user_id) {
    const p = param(filters.user_id);
    conditions.push(`(u.external_id = ${p} OR u.ps_user_id::text = ${p})`);
  }

  if (filters.start_time?.from) conditions.push(`c.created_at >= ${param(filters.start_time.from)}`);
  if (filters.start_time?.to) conditions.push(`c.created_at <= ${param(filters.start_time.to)}`);

  if (filters.rating?.length) conditions.push(`c.rating = ANY(${param(filters.rating)}::int[])`);

  if (filters.search) {
    const exact = param(filters.search);
    const like = param(likePattern(filters.search));
    conditions.push(`(u.name ILIKE ${like} OR u.email ILIKE ${like} OR u.external_id = ${exact} OR c.uuid::text = ${exact}
      OR EXISTS (SELECT 1 FROM chat.messages sm WHERE sm.conversation_uuid = c.uuid AND sm.deleted_at IS NULL AND sm.text ILIKE ${like}))`);
  }

  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** newest: latest activity first (the default); oldest: the longest-waiting first. */
export const CONVERSATION_ORDER = {
  newest: 'c.last_activity_at DESC, c.uuid DESC',
  oldest: 'c.last_activity_at ASC, c.uuid ASC',
} as const;
