import { QUESTION_MAPPING_CALLS as CALLS, QUESTION_MAPPING_MESSAGES as M } from '@bo/contract';
import { bodyErrorsAs422, conflict, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordAdminAction } from '../../admin-log/record-action.ts';
import { addOptions } from '../../question-mappings/add-options.ts';
import { copyTarget, mappedAlready, requireSupplierQuestion } from '../../question-mappings/copy.ts';
import { insertMapping, checkMapping, writeAnswers } from '../../question-mappings/store.ts';
import { loadMapping, mappingView, viewOfMapping } from '../../question-mappings/views.ts';
import { deleteMapping, lockAgeFlag, setAgeFlag, touchMapping } from '../../question-mappings/writes.ts';

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
    return { data: await addOptions(app.db, supplierId, country) };
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
      await touchMapping(tx, id, request.ctx.adminId);
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
      await deleteMapping(tx, id);
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
      const before = await lockAgeFlag(tx, id);
      if (before === undefined) throw notFound(M.supplierQuestionNotFound);
      await setAgeFlag(tx, id, marked, request.ctx.adminId);
      await recordAdminAction(tx, request.ctx, 'qualification_question.mark_as_age_question', request.url, {
        id,
        before,
        after: marked,
      });
      return { data: { id, is_age_question: marked }, message: M.ageMarked(id, marked) };
    });
  });
};
