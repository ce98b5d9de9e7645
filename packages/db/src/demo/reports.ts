import { rebuildAllRollups } from '../rollups/rebuild.ts';
import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';

/**
 * The report rollups over the whole demo timeline (90 days of clicks and offer traffic, with the
 * reconciliations that landed weeks later), as admin-api's job would have kept them day by day.
 */
export async function seedReports(db: Db, opts: DemoOptions): Promise<void> {
  await db.transaction((tx) => rebuildAllRollups(tx, opts.now.toISOString().slice(0, 10)));
}
