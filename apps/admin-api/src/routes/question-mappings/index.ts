import { QUESTION_MAPPING_CALLS as CALLS, QUESTION_MAPPING_MESSAGES as M } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { bodyErrorsAs422, conflict, notFound, unprocessable, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordAdminAction } from '../../admin-log/record-action.ts';
import { insertMapping, checkMapping, writeAnswers } from './store.ts';
import { loadMapping, loadSupplierQuestion, mappingView, viewOfMapping, type SupplierQuestion } from './views.ts';

async function requireSupplierQuestion(db: Queryable, id: number): Promise<SupplierQuestion> {
  const qq = await loadSupplierQuestion(db, id);
  if (!qq) throw unprocessable({ qualification_question_id: [M.supplierQuestionNotFound] });
  return qq;
}

/** The same supplier's question in the target country: the same supplier question id, else the same text. */
async function copyTarget(db: Queryable, source: SupplierQuestion, country: string): Promise<SupplierQuestion> {
  const known = await db.query('SELECT 1 FROM core.countries WHERE code = $1', [country]);
  if (known.rowCount === 0) throw notFound(M.unknownCountry(country));
  if (country === source.country_code) throw unprocessable({ targetCountryCode: [M.sameCountry] });
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM admin.qualification_questions WHERE supplier_id = $1 AND country_code = $2
       AND (supplier_question_id = $3 OR lower(text) = lower($4))
     ORDER BY (supplier_question_id = $3) DESC, id LIMIT 1`,
    [source.supplier_id, country, source.supplier_question_id, source.text],
  );
  const target = rows[0] ? await loadSupplierQuestion(db, rows[0].id) : undefined;
  if (!target) throw notFound(M.noTargetQuestion(source.supplier_name, country));
  return target;
}

async function mappedAlready(db: Queryable, qqId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admin.question_mappings WHERE qualification_question_id = $1', [qqId]);
  return rows[0]?.id;
}

/**
 * Questions mapping (specification 04 section 10; 03 section 7: store-mapping, edit-mapping,
 * remove-mapping, map-combined-question-and-answers, mark-as-age-question). Each write runs in one
 * transaction with its admin-logs action; a refused one writes nothing.
 */
export const questionMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, CALLS.details, async (request) => ({
    data: await viewOfMapping(app.db, request.params.id),
  }));

  routeCall(app, CALLS.draft, async (request) => {
    const q = request.query;
    const qq = await requireSupplierQuestion(app.db, q.qualification_question_id);
    const second = q.second_question_id ?? null;
    return { data: await mappingView(app.db, qq, q.question_id, second, null, { questionId: q.question_id, secondQuestionId: second }) };
  });

  routeCall(app, CALLS.addOptions, async (request) => {
    const { supplier_id: supplierId, country_code: country } = request.query;
    const options = async (sql: string, params: unknown[] = []) => (await app.db.query<{ value: string; label: string }>(sql, params)).rows;
    return {
      data: {
        suppliers: await options(`SELECT DISTINCT sp.id::text AS value, sp.name || ' (' || sp.id || ')' AS label
          FROM admin.qualification_questions qq JOIN admin.suppliers sp ON sp.id = qq.supplier_id ORDER BY 2`),
        countries: await options(`SELECT DISTINCT c.code::text AS value, c.name AS label
          FROM admin.qualification_questions qq JOIN core.countries c ON c.code = qq.country_code ORDER BY 2`),
        supplier_questions:
          supplierId && country
            ? await options(
                `SELECT qq.id::text AS value, qq.supplier_question_id || ': ' || qq.text AS label FROM admin.qualification_questions qq
                 WHERE qq.supplier_id = $1 AND qq.country_code = $2 AND qq.question_type IN (1, 2)
                   AND NOT EXISTS (SELECT 1 FROM admin.question_mappings m WHERE m.qualification_question_id = qq.id) ORDER BY qq.id`,
                [supplierId, country.toUpperCase()],
              )
            : [],
        questions: await options(
          `SELECT id::text AS value, id || ': ' || text AS label FROM admin.questions WHERE question_type IN (1, 2) ORDER BY id`,
        ),
      },
    };
  });

  routeCall(app, CALLS.store, async (request) => {
    const body = request.body;
    return app.db.transaction(async (tx) => {
      const qq = await requireSupplierQuestion(tx, body.qualification_question_id);
      const input = { questionId: body.question_id, secondQuestionId: body.second_question_id ?? null, answers: body.answers };
      const id = await insertMapping(tx, qq, input, request.ctx.adminId, null);
      const after = await viewOfMapping(tx, id);
      await recordAdminAction(tx, request.ctx, 'question_mapping.store', request.url, { id, after: { ...body, kind: after.kind } });
      return { data: { id, kind: after.kind }, message: M.stored(id) };
    });
  });

  routeCall(app, CALLS.edit, async (request) => {
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const m = await loadMapping(tx, id, true);
      const qq = await requireSupplierQuestion(tx, m.qualification_question_id);
      await checkMapping(tx, qq, { questionId: m.question_id, secondQuestionId: m.second_question_id, answers: request.body.answers });
      const before = await viewOfMapping(tx, id);
      await writeAnswers(tx, id, request.body.answers);
      await tx.query('UPDATE admin.question_mappings SET updated_at = now(), updated_by = $2 WHERE id = $1', [id, request.ctx.adminId]);
      const pairs = (v: typeof before) => v.answers.map((a) => [a.qualification_answer_id, a.answer_id, a.second_answer_id]);
      await recordAdminAction(tx, request.ctx, 'question_mapping.edit', request.url, {
        id,
        before: pairs(before),
        after: request.body.answers.map((a) => [a.qualification_answer_id, a.answer_id, a.second_answer_id ?? null]),
      });
      return { data: { id }, message: M.stored(id) };
    });
  });

  routeCall(app, CALLS.remove, async (request) => {
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const before = await loadMapping(tx, id, true);
      await tx.query('DELETE FROM admin.question_mappings WHERE id = $1', [id]);
      await recordAdminAction(tx, request.ctx, 'question_mapping.remove', request.url, { id, before });
      return { data: null, message: M.removed(id) };
    });
  });

  routeCall(app, CALLS.copyDraft, async (request) => {
    const { id } = request.params;
    const country = request.params.targetCountryCode.toUpperCase();
    const source = await viewOfMapping(app.db, id);
    const sourceQq = await requireSupplierQuestion(app.db, source.supplier_question.id);
    const target = await copyTarget(app.db, sourceQq, country);
    const secondId = source.second_question?.id ?? null;
    const draft = await mappingView(app.db, target, source.question.id, secondId, (await mappedAlready(app.db, target.id)) ?? null, {
      fromMapping: id,
    });
    return { data: { source, target: draft } };
  });

  routeCall(app, CALLS.copy, async (request) => {
    const { id } = request.params;
    const country = request.params.targetCountryCode.toUpperCase();
    return app.db.transaction(async (tx) => {
      const m = await loadMapping(tx, id);
      const source = await requireSupplierQuestion(tx, m.qualification_question_id);
      const target = await copyTarget(tx, source, country);
      if (await mappedAlready(tx, target.id)) throw conflict({ targetCountryCode: [M.alreadyMapped] });
      const input = { questionId: m.question_id, secondQuestionId: m.second_question_id, answers: request.body.answers };
      const newId = await insertMapping(tx, target, input, request.ctx.adminId, id);
      await recordAdminAction(tx, request.ctx, 'question_mapping.copy', request.url, {
        id: newId,
        copied_from: id,
        country,
        answers: request.body.answers,
      });
      return { data: { id: newId, country_code: country }, message: M.copied(newId, country) };
    });
  });

  routeCall(app, CALLS.markAge, async (request) => {
    const { id } = request.params;
    const marked = request.body.is_age_question;
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ is_age_question: boolean }>(
        `SELECT is_age_question FROM admin.qualification_questions WHERE id = $1 AND question_type IN (3, 7) FOR UPDATE`,
        [id],
      );
      if (!rows[0]) throw notFound(M.supplierQuestionNotFound);
      await tx.query(
        `UPDATE admin.qualification_questions SET is_age_question = $2,
           age_marked_by = CASE WHEN $2 THEN $3::int END, age_marked_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
        [id, marked, request.ctx.adminId],
      );
      await recordAdminAction(tx, request.ctx, 'qualification_question.mark_as_age_question', request.url, {
        id,
        before: rows[0].is_age_question,
        after: marked,
      });
      return { data: { id, is_age_question: marked }, message: M.ageMarked(id, marked) };
    });
  });
};
