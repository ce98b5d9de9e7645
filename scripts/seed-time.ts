// How long the demo seed takes on the embedded database (npm start's first start): the areas before
// issue 15, then the report rollups and monitoring tables, measured in the same run.
import { createDb, migrate, seedCore, seedMarketplace, seedReports, seedUserDetails, todayNoonUtc } from '@bo/db';
import { seedChat } from '../packages/db/src/demo/chat.ts';
import { seedSupport } from '../packages/db/src/demo/support.ts';

const db = await createDb({});
await migrate(db);
const opts = { scale: 1, now: todayNoonUtc() };
const started = performance.now();
await seedCore(db, opts);
await seedMarketplace(db, opts);
await seedUserDetails(db, opts);
await seedChat(db, opts);
await seedSupport(db, opts);
const areas = performance.now();
await seedReports(db, opts);
const done = performance.now();
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `Demo seed on PGlite (in memory): ${s(done - started)} (areas before issue 15 ${s(areas - started)}, reports ${s(done - areas)})`,
);
await db.close();
