import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, NOTES_PER_PAGE, ZSupportNoteListAnswer } from '@bo/contract';
import { REVIEWER, demoUsers, startSupportApi, type SupportTestApp } from './helper.ts';

// The limits of the user notes panel (specification 02, sections 5 and 9): 255 characters after
// trimming, 5 a page newest first with the total for 'All (n)', and a refused note leaves nothing.
let t: SupportTestApp;
let userId: number;

const addNote = (text: unknown) => t.call(REVIEWER, { method: 'POST', url: `/support/api/users/${userId}/notes`, payload: { text } });
const listNotes = async (query = '') => {
  const res = await t.call(REVIEWER, { method: 'GET', url: `/support/api/users/${userId}/notes/list${query}` });
  expect(res.statusCode).toBe(200);
  return ZSupportNoteListAnswer.parse(res.json());
};
const count = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support.user_notes WHERE user_id = $1', [userId])).rows[0]!.n;

beforeAll(async () => {
  t = await startSupportApi();
  userId = (await demoUsers(t.db, 2))[1]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('note length after trimming', () => {
  it('keeps 255 characters with blanks around them, and refuses 256 without writing', async () => {
    const ok = await addNote(`\n  ${'a'.repeat(NOTE_MAX_LENGTH)} \t`);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.text).toHaveLength(NOTE_MAX_LENGTH);
    const before = await count();
    const refused = await addNote(` ${'b'.repeat(NOTE_MAX_LENGTH + 1)} `);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { text: [NOTE_MESSAGES.tooLong] } });
    expect(await count()).toBe(before);
  });

  it('refuses a note of blanks only and a text that is not a string, writing nothing', async () => {
    const before = await count();
    for (const text of ['\n\t  ', 42, null]) {
      const res = await addNote(text);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { text: [NOTE_MESSAGES.required] } });
    }
    expect(await count()).toBe(before);
  });
});

describe('note pages', () => {
  it('shows 5 of 6 notes newest first with total 6, and all 6 with all=true', async () => {
    await t.db.query('DELETE FROM support.user_notes WHERE user_id = $1', [userId]);
    for (let i = 1; i <= NOTES_PER_PAGE + 1; i += 1) expect((await addNote(`note ${i}`)).statusCode).toBe(201);
    const page = await listNotes('?sort=desc&page=1&per_page=5');
    expect(page.data.map((n) => n.text)).toEqual(['note 6', 'note 5', 'note 4', 'note 3', 'note 2']);
    expect(page.pagination.total).toBe(NOTES_PER_PAGE + 1);
    const all = await listNotes('?all=true');
    expect(all.data.map((n) => n.text)).toEqual(['note 6', 'note 5', 'note 4', 'note 3', 'note 2', 'note 1']);
  });
});
