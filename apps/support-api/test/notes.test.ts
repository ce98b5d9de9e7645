import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, NOTES_PER_PAGE } from '@bo/contract';
import { REVIEWER, demoUsers, startSupportApi, type SupportTestApp } from './helper.ts';

let t: SupportTestApp;
let userId: number;

const addNote = (text: unknown, id = userId) =>
  t.call(REVIEWER, { method: 'POST', url: `/support/api/users/${id}/notes`, payload: { text } });
const listNotes = (query = '', id = userId) => t.call(REVIEWER, { method: 'GET', url: `/support/api/users/${id}/notes/list${query}` });

beforeAll(async () => {
  t = await startSupportApi();
  userId = (await demoUsers(t.db, 1))[0]!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('POST /support/api/users/:userId/notes', () => {
  it('adds a note of exactly 255 characters, trimmed, by the calling admin', async () => {
    const text = 'x'.repeat(NOTE_MAX_LENGTH);
    const res = await addNote(`  ${text}  `);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.message).toBe(NOTE_MESSAGES.added);
    expect(answer.message).toBe('Note added successfully');
    expect(answer.data).toMatchObject({ user_id: userId, text, admin: { id: REVIEWER, name: 'Amara Okafor', hex_color: '#0c8599' } });
  });

  it('refuses 256 characters with "Character limit exceeded"', async () => {
    const res = await addNote('y'.repeat(NOTE_MAX_LENGTH + 1));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { text: ['Character limit exceeded'] } });
  });

  it('refuses an empty or blank note', async () => {
    for (const text of ['', '   ', undefined]) {
      const res = await addNote(text);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { text: [NOTE_MESSAGES.required] } });
    }
  });

  it('answers "Failed to add note" for an unknown user', async () => {
    const res = await addNote('hello', 987_654_321);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: 'Failed to add note' });
  });
});

describe('GET /support/api/users/:userId/notes/list', () => {
  beforeAll(async () => {
    await t.db.query('DELETE FROM support.user_notes WHERE user_id = $1', [userId]);
    for (let i = 1; i <= 7; i += 1) {
      await t.db.query(
        `INSERT INTO support.user_notes (user_id, admin_id, text, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
        [userId, REVIEWER, `note ${i}`, 100 - i],
      );
    }
  });

  it('lists 5 a page, newest first, with the total for the "All (n)" button', async () => {
    const res = await listNotes();
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.data.map((n: { text: string }) => n.text)).toEqual(['note 7', 'note 6', 'note 5', 'note 4', 'note 3']);
    expect(answer.pagination).toEqual({ current_page: 1, last_page: 2, per_page: NOTES_PER_PAGE, total: 7 });
    const second = (await listNotes('?page=2&sort=desc&per_page=5')).json();
    expect(second.data.map((n: { text: string }) => n.text)).toEqual(['note 2', 'note 1']);
  });

  it('lists every note with all=true, and oldest first with sort=asc', async () => {
    const all = (await listNotes('?all=true')).json();
    expect(all.data).toHaveLength(7);
    expect(all.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 7, total: 7 });
    const asc = (await listNotes('?sort=asc&per_page=2')).json();
    expect(asc.data.map((n: { text: string }) => n.text)).toEqual(['note 1', 'note 2']);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await listNotes('', 987_654_321);
    expect(res.statusCode).toBe(404);
  });
});
