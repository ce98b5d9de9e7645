import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { seedQuestionMappings } from './config/question-mappings.ts';
import { seedSampleSelling } from './config/sample-selling.ts';
import { seedConfigSettings } from './config/settings.ts';

export { MAPPING_COUNTRIES, MAPPING_SUPPLIERS } from './config/question-mappings.ts';
export { PSA_SUPPLIER_ID } from './config/sample-selling.ts';

/**
 * Questions mapping, sample selling and the section 9 config screens (issue 18; needs the marketplace and the user-details
 * profiling answers first). Skipped when already loaded.
 */
export async function seedConfigScreens(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.qualification_questions');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const answers = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.question_answers');
    if ((answers.rows[0]?.n ?? 0) === 0) return;
    await seedQuestionMappings(tx, opts.now);
    await seedSampleSelling(tx, opts.now);
    await seedConfigSettings(tx, opts.now);
  });
}
