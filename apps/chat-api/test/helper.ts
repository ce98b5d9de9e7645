import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CORE_TODAY, createTestDatabase, type Db, type TestDatabase } from '@bo/db';
import { InProcessEventBus, type RealtimeEvent } from '@bo/server-kit';
import { contextSigner } from '@bo/server-kit/testing';
import type { ConversationStatus } from '@bo/contract';
import { buildChatApi } from '../src/index.ts';

const CONTEXT_SECRET = 'chat-api-test-secret';
export const CHAT = '/chat/api/admin';

/** Demo admins used by the tests (seedCore): 26 support team lead, 32 agent, 93 agent, 200 staff without chat. */
export const TL = 26;
export const AGENT = 32;
export const OTHER_AGENT = 93;

export interface ConversationFixture {
  app?: number;
  externalId?: string;
  userName?: string;
  psUserId?: number | null;
  status?: ConversationStatus;
  snoozeUntil?: Date | null;
  assigneeId?: number | null;
  type?: number;
  rating?: number | null;
  source?: string;
  createdAt?: Date;
  lastActivityAt?: Date;
  /** Messages from the user (text), oldest first. */
  userMessages?: string[];
}

export interface TestChatApi {
  app: FastifyInstance;
  db: Db;
  /** Every event the bus delivered, in order. */
  events: RealtimeEvent[];
  /** Events delivered after the given seq. */
  eventsAfter(seq: number): RealtimeEvent[];
  lastSeq(): number;
  /** Headers of a request the gateway forwarded for this admin. */
  as(adminId: number, permission?: string): Record<string, string>;
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { adminId?: number; body?: unknown; headers?: Record<string, string>; payload?: Buffer },
  ): Promise<LightMyRequestResponse>;
  conversation(fixture?: ConversationFixture): Promise<string>;
  status(uuid: string): Promise<{ status: ConversationStatus; snooze_until: Date | null; assignee_id: number | null }>;
  close(): Promise<void>;
}

/** chat-api on a fresh database with the demo admins and countries, and an in-process bus recorded. */
export async function buildTestChatApi(seed?: (db: Db) => Promise<void>): Promise<TestChatApi> {
  const database: TestDatabase = await createTestDatabase(seed ? { seed } : CORE_TODAY);
  const bus = new InProcessEventBus(database.db);
  const events: RealtimeEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const app = buildChatApi({ db: database.db, contextSecret: CONTEXT_SECRET, events: bus });
  await app.ready();
  let users = 0;
  const headersFor = contextSigner(CONTEXT_SECRET);
  const as = (adminId: number, permission = 'chat'): Record<string, string> => headersFor({ adminId, permission });
  const db = database.db;
  return {
    app,
    db,
    events,
    eventsAfter: (seq) => events.filter((e) => e.seq > seq),
    lastSeq: () => events.at(-1)?.seq ?? 0,
    as,
    call: (method, url, opts = {}) =>
      app.inject({
        method,
        url,
        headers: { ...as(opts.adminId ?? AGENT), ...(opts.headers ?? {}) },
        ...(opts.payload ? { payload: opts.payload } : opts.body !== undefined ? { payload: opts.body as object } : {}),
      }),
    async conversation(f = {}) {
      const now = Date.now();
      const userUuid = randomUUID();
      const externalId = f.externalId ?? `u${++users}-${randomUUID().slice(0, 8)}`;
      const existing = await db.query<{ uuid: string }>('SELECT uuid FROM chat.users WHERE app_external_id = $1 AND external_id = $2', [
        f.app ?? 13,
        externalId,
      ]);
      const user = existing.rows[0]?.uuid ?? userUuid;
      if (!existing.rows[0]) {
        await db.query(
          'INSERT INTO chat.users (uuid, app_external_id, external_id, ps_user_id, name, email, country_code) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [user, f.app ?? 13, externalId, f.psUserId ?? null, f.userName ?? 'Test User', `${externalId}@example.test`, 'DE'],
        );
      }
      const uuid = randomUUID();
      const status = f.status ?? 'open';
      const createdAt = f.createdAt ?? new Date(now - 3_600_000);
      await db.query(
        `INSERT INTO chat.conversations (uuid, user_uuid, status, snooze_until, assignee_id, type, rating, language_code, source, last_activity_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'en', $8, $9, $10, $10)`,
        [
          uuid,
          user,
          status,
          status === 'snoozed' ? (f.snoozeUntil ?? new Date(now + 86_400_000)) : null,
          f.assigneeId ?? null,
          f.type ?? 0,
          f.rating ?? null,
          f.source ?? 'android',
          f.lastActivityAt ?? createdAt,
          createdAt,
        ],
      );
      let at = createdAt.getTime();
      for (const text of f.userMessages ?? ['Hello, I need help.']) {
        at += 1000;
        await db.query(
          `INSERT INTO chat.messages (uuid, conversation_uuid, type, text, author_name, is_support_message, created_at) VALUES ($1, $2, 'message', $3, $4, false, $5)`,
          [randomUUID(), uuid, text, f.userName ?? 'Test User', new Date(at)],
        );
      }
      return uuid;
    },
    async status(uuid) {
      const { rows } = await db.query<{ status: ConversationStatus; snooze_until: Date | null; assignee_id: number | null }>(
        'SELECT status, snooze_until, assignee_id FROM chat.conversations WHERE uuid = $1',
        [uuid],
      );
      return rows[0] as { status: ConversationStatus; snooze_until: Date | null; assignee_id: number | null };
    },
    async close() {
      await app.close();
      await bus.close();
      await database.drop();
    },
  };
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string]>,
  files: ReadonlyArray<{ field?: string; name: string; type?: string; content: Buffer }> = [],
) {
  const boundary = `----chat-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments[]'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Real file heads: a 1x1 PNG and a tiny PDF. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
