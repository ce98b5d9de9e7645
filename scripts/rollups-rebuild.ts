/**
 * `npm run rollups:rebuild -- <from> [to]`: rebuilds the report rollups (daily_stats,
 * daily_survey_stats, daily_active_users) of the UTC days from..to (to defaults to from) from the
 * rows, in one transaction, and prints how long it took. Reads DATABASE_URL, or the PGlite folder of
 * `npm start` (DATA_DIR, ./.data/pglite) when it is unset: stop `npm start` first, PGlite has one user.
 */
import { resolve } from 'node:path';
import { createDb, rebuildRollups } from '@bo/db';

const [from, to = from] = process.argv.slice(2);
if (!from) {
  console.error('usage: npm run rollups:rebuild -- <from YYYY-MM-DD> [to YYYY-MM-DD]');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
const db = await createDb(url ? { url } : { dataDir: resolve(process.env.DATA_DIR ?? '.data/pglite') });
try {
  const started = performance.now();
  await db.transaction((tx) => rebuildRollups(tx, from, to!));
  console.log(`Rollups of ${from}..${to} rebuilt in ${Math.round(performance.now() - started)} ms`);
} finally {
  await db.close();
}
