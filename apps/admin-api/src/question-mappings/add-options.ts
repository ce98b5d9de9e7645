import type { Queryable } from '@bo/db';

type Option = { value: string; label: string };

/** The choices of the add-mapping form; the supplier questions (not mapped yet) once a supplier and country are picked. */
export async function addOptions(db: Queryable, supplierId: number | undefined, country: string | undefined) {
  const options = async (sql: string, params: unknown[] = []) => (await db.query<Option>(sql, params)).rows;
  return {
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
  };
}
