import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { DEMO_ADMINS } from './core/admins.ts';
import { buildChatDemo, type DemoAgent } from './chat/build.ts';
import { insertRows } from './chat/rows.ts';
import { DEMO_SPECIAL_NOTICE } from './chat/texts.ts';

/** Demo admins who work the chat (role 1 or the chat module) and exist in core.admins. */
async function chatAgents(db: Db): Promise<DemoAgent[]> {
  const ids = DEMO_ADMINS.filter((a) => a.role === 1 || a.modules.includes('chat')).map((a) => a.id);
  const { rows } = await db.query<DemoAgent>('SELECT id, name FROM core.admins WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
  return rows;
}

/** Countries live chat is offered in, in the demo. */
const DEMO_AVAILABLE_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'IE', 'NL'];

/** Loads the chat demo (deterministic; seedCore first, for the admins and countries). Demo data only. */
export async function seedChat(db: Db, opts: DemoOptions): Promise<void> {
  const agents = await chatAgents(db);
  const countries = (await db.query<{ code: string }>('SELECT code FROM core.countries ORDER BY code')).rows.map((r) => r.code.trim());
  const demo = buildChatDemo(opts, agents, countries);
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'chat.users',
      [
        ['uuid', 'uuid'],
        ['app_external_id', 'int'],
        ['external_id', 'text'],
        ['is_app_user', 'boolean'],
        ['ps_user_id', 'bigint'],
        ['name', 'text'],
        ['email', 'text'],
        ['country_code', 'text'],
        ['created_at', 'timestamptz'],
      ],
      demo.users,
    );
    await insertRows(
      tx,
      'chat.conversations',
      [
        ['uuid', 'uuid'],
        ['user_uuid', 'uuid'],
        ['status', 'text'],
        ['snooze_until', 'timestamptz'],
        ['assignee_id', 'int'],
        ['type', 'smallint'],
        ['rating', 'smallint'],
        ['language_code', 'text'],
        ['source', 'text'],
        ['last_activity_at', 'timestamptz'],
        ['latest_generic_message_sent_at', 'timestamptz'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      demo.conversations,
    );
    await insertRows(
      tx,
      'chat.messages',
      [
        ['uuid', 'uuid'],
        ['conversation_uuid', 'uuid'],
        ['type', 'text'],
        ['text', 'text'],
        ['author_admin_id', 'int'],
        ['author_name', 'text'],
        ['is_support_message', 'boolean'],
        ['rating', 'smallint'],
        ['assignee_id', 'int'],
        ['assignee_name', 'text'],
        ['seen_at', 'timestamptz'],
        ['created_at', 'timestamptz'],
      ],
      demo.messages,
    );
    // Few and binary: one row at a time.
    for (const row of demo.attachments) {
      await tx.query(
        'INSERT INTO chat.attachments (uuid, message_uuid, file_name, mime_type, kind, size_bytes, content, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        row,
      );
    }
    await insertRows(
      tx,
      'chat.macros',
      [
        ['uuid', 'uuid'],
        ['title', 'text'],
        ['text', 'text'],
        ['created_by', 'int'],
        ['updated_by', 'int'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      demo.macros,
    );
    await insertRows(
      tx,
      'chat.macro_uses',
      [
        ['macro_uuid', 'uuid'],
        ['message_uuid', 'uuid'],
        ['admin_id', 'int'],
        ['used_at', 'timestamptz'],
      ],
      demo.macroUses,
    );
    await insertRows(
      tx,
      'chat.user_notes',
      [
        ['uuid', 'uuid'],
        ['app_external_id', 'int'],
        ['user_external_id', 'text'],
        ['text', 'text'],
        ['admin_id', 'int'],
        ['admin_name', 'text'],
        ['created_at', 'timestamptz'],
      ],
      demo.userNotes,
    );
    await insertRows(
      tx,
      'chat.user_streaks',
      [
        ['app_external_id', 'int'],
        ['user_external_id', 'text'],
        ['name', 'text'],
        ['current_length', 'int'],
        ['longest_length', 'int'],
        ['started_at', 'timestamptz'],
        ['last_activity_at', 'timestamptz'],
        ['last_renewal_at', 'timestamptz'],
      ],
      demo.streaks,
    );
    await tx.query('INSERT INTO chat.special_notices (status, text, admin_id, created_at) SELECT 1, $1, $2, $3', [
      DEMO_SPECIAL_NOTICE,
      agents[0]?.id ?? null,
      opts.now,
    ]);
    await tx.query(
      'INSERT INTO chat.available_countries (code) SELECT code FROM core.countries WHERE code = ANY($1::text[]) ON CONFLICT DO NOTHING',
      [DEMO_AVAILABLE_COUNTRIES],
    );
    // One agent works tickets only, so the queue switches visibly matter.
    await tx.query(
      'INSERT INTO chat.admin_queues (admin_id, is_chat_queue_enabled, is_ticket_queue_enabled) SELECT id, false, true FROM core.admins WHERE id = 93 ON CONFLICT DO NOTHING',
    );
  });
}
