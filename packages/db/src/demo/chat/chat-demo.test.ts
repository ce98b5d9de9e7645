import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-db.ts';
import { seedCore } from '../core.ts';
import { seedChat } from '../chat.ts';
import { buildChatDemo } from './build.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const now = new Date(Date.UTC(2025, 5, 15, 12));
let database: TestDatabase;
const q = async <T>(sql: string): Promise<T[]> => (await database.db.query<T>(sql)).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCore(database.db, { scale: 1, now });
  await seedChat(database.db, { scale: 1, now });
});
afterAll(async () => {
  await database?.drop();
});

describe('chat demo data', () => {
  it('is deterministic: the same options give the same rows', () => {
    const agents = [
      { id: 26, name: 'Amara Okafor' },
      { id: 32, name: 'Lucas Ferreira' },
    ];
    expect(buildChatDemo({ scale: 1, now }, agents, ['US', 'DE'])).toEqual(buildChatDemo({ scale: 1, now }, agents, ['US', 'DE']));
  });

  it('has conversations in the five apps and one hidden external app, chats and tickets, in every status', async () => {
    const apps = await q<{ app_external_id: number }>(
      'SELECT DISTINCT u.app_external_id FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid ORDER BY 1',
    );
    expect(apps.map((a) => a.app_external_id)).toEqual([13, 16, 18, 22, 71, 554]);
    const statuses = await q<{ status: string }>('SELECT DISTINCT status FROM chat.conversations ORDER BY 1');
    expect(statuses.map((s) => s.status)).toEqual(['closed', 'open', 'snoozed']);
    const types = await q<{ type: number }>('SELECT DISTINCT type FROM chat.conversations ORDER BY 1');
    expect(types.map((t) => t.type)).toEqual([0, 1]);
  });

  it('has unassigned conversations and ones assigned to the demo chat admins', async () => {
    const [counts] = await q<{ unassigned: number; assigned: number }>(
      'SELECT count(*) FILTER (WHERE assignee_id IS NULL) AS unassigned, count(*) FILTER (WHERE assignee_id IS NOT NULL) AS assigned FROM chat.conversations',
    );
    expect(Number(counts?.unassigned)).toBeGreaterThan(0);
    expect(Number(counts?.assigned)).toBeGreaterThan(0);
    const assignees = await q<{ assignee_id: number }>(
      'SELECT DISTINCT assignee_id FROM chat.conversations WHERE assignee_id IS NOT NULL ORDER BY 1',
    );
    expect(assignees.map((a) => a.assignee_id).every((id) => [1, 5, 26, 32, 93, 201].includes(id))).toBe(true);
    expect(assignees.length).toBeGreaterThan(2);
  });

  it('has user and agent messages, notes, ratings, event messages and macro uses', async () => {
    const kinds = await q<{ type: string; support: boolean }>(
      'SELECT DISTINCT type, is_support_message AS support FROM chat.messages ORDER BY 1, 2',
    );
    const names = kinds.map((k) => `${k.type}:${k.support}`);
    for (const expected of [
      'message:false',
      'message:true',
      'note:true',
      'rating:false',
      'event.conversation_snoozed:true',
      'event.conversation_closed:true',
    ]) {
      expect(names).toContain(expected);
    }
    const [uses] = await q<{ n: number }>('SELECT count(*) AS n FROM chat.macro_uses');
    expect(Number(uses?.n)).toBeGreaterThan(0);
    // Snoozes seeded at the demo's noon still run at the end of that day.
    const endingSoon = await database.db.query(
      "SELECT 1 FROM chat.conversations WHERE status = 'snoozed' AND snooze_until < $1::timestamptz + interval '12 hours'",
      [now],
    );
    expect(endingSoon.rows).toEqual([]);
  });

  it('stores a few real PNG and PDF attachments', async () => {
    const files = await q<{ mime_type: string; content: Uint8Array }>('SELECT mime_type, content FROM chat.attachments');
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files.map((f) => f.mime_type))).toEqual(new Set(['image/png', 'application/pdf']));
    for (const file of files) {
      const head = Buffer.from(file.content).subarray(0, 8);
      if (file.mime_type === 'image/png') expect(head.equals(PNG_SIGNATURE)).toBe(true);
      else expect(head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
