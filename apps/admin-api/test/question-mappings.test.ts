import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// Questions mapping (issue 18, specification 04 section 10 and 03 section 7) through HTTP on the
// demo: list, add, edit, copy to another country (the copy shows in that country), remove, mark
// as age question; bad input is a 4xx naming the field and writes nothing; every write is logged.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: api.headers(1) });
const getJson = async (url: string) => {
  const res = await api.app.inject({ method: 'GET', url, headers: api.headers(1) });
  return { status: res.statusCode, body: res.json() };
};
const one = async <T>(sql: string, params: unknown[] = []) => (await api.db.query<T & Record<string, unknown>>(sql, params)).rows[0]!;
const mappingCount = async () => (await one<{ n: number }>('SELECT count(*)::int AS n FROM admin.question_mappings')).n;

/** A supplier question in FR (never mapped in the demo) with its supplier's mapped twin in US. */
async function unmappedFrQuestion() {
  return one<{ id: number; us_mapping: number; question_id: number }>(
    `SELECT fr.id, m.id AS us_mapping, m.question_id FROM admin.qualification_questions fr
     JOIN admin.qualification_questions us ON us.supplier_id = fr.supplier_id AND us.supplier_question_id = fr.supplier_question_id AND us.country_code = 'US'
     JOIN admin.question_mappings m ON m.qualification_question_id = us.id AND m.kind = 'one_to_one'
     WHERE fr.country_code = 'FR' AND fr.supplier_id = 6 ORDER BY fr.id LIMIT 1`,
  );
}

describe('questions mapping', () => {
  it('lists the demo mappings with answers mapped of total, filtered by country and unmapped answers', async () => {
    const res = await api.get('/api/question-mappings?filter[country_code]=US&itemPerPage=100');
    expect(res.status).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => r.country_code === 'US' && Number(r.answers_mapped) <= Number(r.answers_total))).toBe(true);
    const unmapped = rowsOf((await api.get('/api/question-mappings?filter[unmapped]=1&itemPerPage=100')).body);
    expect(unmapped.length).toBeGreaterThan(0);
    expect(unmapped.every((r) => Number(r.answers_mapped) < Number(r.answers_total))).toBe(true);
    expect(rowsOf((await api.get('/api/question-mappings?filter[country_code]=FR')).body)).toHaveLength(0);
  });

  it('shows one mapping answer by answer, unmapped answers without ours', async () => {
    const m = await one<{ id: number }>(
      `SELECT m.id FROM admin.question_mappings m WHERE (SELECT count(*) FROM admin.question_mapping_answers a WHERE a.mapping_id = m.id)
         < (SELECT count(*) FROM admin.qualification_answers qa WHERE qa.qualification_question_id = m.qualification_question_id) ORDER BY m.id LIMIT 1`,
    );
    const { status, body } = await getJson(`/api/question-mappings/${m.id}/details`);
    expect(status).toBe(200);
    const answers = body.data.answers as { answer_id: number | null; users_in_country: number | null }[];
    expect(answers.some((a) => a.answer_id === null && a.users_in_country === null)).toBe(true);
    expect(answers.some((a) => a.answer_id !== null && typeof a.users_in_country === 'number')).toBe(true);
    expect((await getJson('/api/question-mappings/999999/details')).status).toBe(404);
  });

  it('adds a mapping from the pre-matched draft, edits it, copies it to another country where it then shows, and removes it', async () => {
    const fr = await unmappedFrQuestion();
    const draft = await getJson(`/api/question-mappings/draft?qualification_question_id=${fr.id}&question_id=${fr.question_id}`);
    expect(draft.status).toBe(200);
    const grid = (draft.body.data.answers as { qualification_answer_id: number; answer_id: number | null }[]).filter(
      (a) => a.answer_id !== null,
    );
    expect(grid.length).toBe(draft.body.data.answers.length);
    const answers = grid.map((a) => ({ qualification_answer_id: a.qualification_answer_id, answer_id: a.answer_id }));
    const stored = await send('POST', '/api/qualification-questions/store-mapping', {
      qualification_question_id: fr.id,
      question_id: fr.question_id,
      answers,
    });
    expect(stored.statusCode).toBe(201);
    const id = Number(stored.json().data.id);
    expect(rowsOf((await api.get('/api/question-mappings?filter[country_code]=FR')).body).map((r) => r.id)).toEqual([id]);

    const edited = await send('PUT', `/api/question-mappings/${id}`, { answers: answers.slice(1) });
    expect(edited.statusCode).toBe(200);
    const details = await getJson(`/api/question-mappings/${id}/details`);
    expect(details.body.data.answers.filter((a: { answer_id: number | null }) => a.answer_id === null)).toHaveLength(1);

    // Copy the FR mapping to CA: the draft pre-matches by precode, staff confirm, it lists under CA.
    const copyDraft = await getJson(`/api/question-mappings/${id}/copy/CA`);
    expect(copyDraft.status).toBe(200);
    const target = copyDraft.body.data.target;
    expect(target.supplier_question.country_code).toBe('CA');
    expect(target.id).toBeNull();
    const confirmed = (target.answers as { qualification_answer_id: number; answer_id: number | null }[])
      .filter((a) => a.answer_id !== null)
      .map((a) => ({ qualification_answer_id: a.qualification_answer_id, answer_id: a.answer_id }));
    expect(confirmed).toHaveLength(answers.length - 1);
    const copied = await send('POST', `/api/question-mappings/${id}/copy/CA`, { answers: confirmed });
    expect(copied.statusCode).toBe(201);
    const copyId = Number(copied.json().data.id);
    const inCa = rowsOf((await api.get(`/api/question-mappings?filter[country_code]=CA&search=${copyId}`)).body);
    expect(inCa.map((r) => [r.id, r.country_code, r.question_id])).toEqual([[copyId, 'CA', fr.question_id]]);
    expect((await send('POST', `/api/question-mappings/${id}/copy/CA`, { answers: confirmed })).statusCode).toBe(409);

    expect((await send('DELETE', `/api/question-mappings/${copyId}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/question-mappings/${copyId}`)).statusCode).toBe(404);
    const logged = await api.db.query<{ action: string }>(
      `SELECT action FROM admin.admin_logs WHERE action LIKE 'question_mapping.%' ORDER BY id`,
    );
    expect(logged.rows.map((r) => r.action)).toEqual([
      'question_mapping.store',
      'question_mapping.edit',
      'question_mapping.copy',
      'question_mapping.remove',
    ]);
  });

  it('stores a combined mapping: each supplier answer a pair of our answers', async () => {
    const ge = await one<{ id: number }>(
      `SELECT qq.id FROM admin.qualification_questions qq WHERE qq.supplier_question_id LIKE 'GE%' AND qq.country_code = 'FR' ORDER BY id LIMIT 1`,
    );
    const ids = await one<{ gender: number; employment: number }>(
      `SELECT (SELECT id FROM admin.questions WHERE text = 'What is your gender?') AS gender,
              (SELECT id FROM admin.questions WHERE text = 'What is your employment status?') AS employment`,
    );
    const draft = await getJson(
      `/api/question-mappings/draft?qualification_question_id=${ge.id}&question_id=${ids.gender}&second_question_id=${ids.employment}`,
    );
    const rows = draft.body.data.answers as {
      qualification_answer_id: number;
      text: string;
      answer_text: string;
      second_answer_text: string;
      answer_id: number;
      second_answer_id: number;
    }[];
    expect(rows.every((r) => r.text === `${r.answer_text}, ${r.second_answer_text}`)).toBe(true);
    const stored = await send('POST', '/api/qualification-questions/store-mapping', {
      qualification_question_id: ge.id,
      question_id: ids.gender,
      second_question_id: ids.employment,
      answers: rows.map((r) => ({
        qualification_answer_id: r.qualification_answer_id,
        answer_id: r.answer_id,
        second_answer_id: r.second_answer_id,
      })),
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().data.kind).toBe('combined');
  });

  it('refuses bad input with a 4xx naming the field and writes nothing', async () => {
    const fr = await unmappedFrQuestion();
    const before = await mappingCount();
    const post = (body: unknown) => send('POST', '/api/qualification-questions/store-mapping', body);
    const missing = await post({ question_id: fr.question_id, answers: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('qualification_question_id');
    const wrongType = await post({ qualification_question_id: fr.id, question_id: 'gender', answers: [] });
    expect(wrongType.json().errors).toHaveProperty('question_id');
    const unknown = await post({ qualification_question_id: fr.id, question_id: 999999, answers: [] });
    expect(unknown.json().errors).toEqual({ question_id: ['Question not found.'] });
    const foreign = await post({
      qualification_question_id: fr.id,
      question_id: fr.question_id,
      answers: [{ qualification_answer_id: 1, answer_id: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('answers');
    const mapped = await one<{ qualification_question_id: number; question_id: number }>(
      'SELECT qualification_question_id, question_id FROM admin.question_mappings ORDER BY id LIMIT 1',
    );
    const duplicate = await post({ ...mapped, answers: [] });
    expect(duplicate.json().errors).toEqual({ qualification_question_id: ['This supplier question is already mapped.'] });
    expect(await mappingCount()).toBe(before);
    const noTwin = await getJson(`/api/question-mappings/${fr.us_mapping}/copy/NG`);
    expect(noTwin.status).toBe(404);
  });

  it('marks and unmarks an age question, logged', async () => {
    const q = await one<{ id: number }>(
      `SELECT id FROM admin.qualification_questions WHERE question_type = 3 AND NOT is_age_question ORDER BY id LIMIT 1`,
    );
    const marked = await send('POST', `/api/qualification-questions/${q.id}/mark-as-age-question`, { is_age_question: true });
    expect(marked.statusCode).toBe(200);
    const row = rowsOf((await api.get(`/api/age-questions?search=${q.id}`)).body).find((r) => r.id === q.id);
    expect(row).toMatchObject({ is_age_question: true, marked_by: expect.any(String) });
    expect((await send('POST', `/api/qualification-questions/${q.id}/mark-as-age-question`, { is_age_question: 'yes' })).statusCode).toBe(
      422,
    );
    await send('POST', `/api/qualification-questions/${q.id}/mark-as-age-question`, { is_age_question: false });
    const { rows } = await api.db.query(`SELECT action FROM admin.admin_logs WHERE action = 'qualification_question.mark_as_age_question'`);
    expect(rows).toHaveLength(2);
  });
});
