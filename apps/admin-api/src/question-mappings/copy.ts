import { QUESTION_MAPPING_MESSAGES as M } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound, unprocessable } from '@bo/server-kit';
import { loadSupplierQuestion, type SupplierQuestion } from './views.ts';

/** The supplier question of a mapping, or 422 on qualification_question_id. */
export async function requireSupplierQuestion(db: Queryable, id: number): Promise<SupplierQuestion> {
  const qq = await loadSupplierQuestion(db, id);
  if (!qq) throw unprocessable({ qualification_question_id: [M.supplierQuestionNotFound] });
  return qq;
}

/** The same supplier's question in the target country: the same supplier question id, else the same text. */
export async function copyTarget(db: Queryable, source: SupplierQuestion, country: string): Promise<SupplierQuestion> {
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

/** The mapping of a supplier question, if it has one. */
export async function mappedAlready(db: Queryable, qqId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM admin.question_mappings WHERE qualification_question_id = $1', [qqId]);
  return rows[0]?.id;
}
