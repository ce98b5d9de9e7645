// Measures how long the demo seed takes on the embedded database (npm start's first start).
import { createDb, migrate, seedDemo } from '@bo/db';

const db = await createDb({});
await migrate(db);
const started = performance.now();
await seedDemo(db);
console.log(`seedDemo on PGlite (in memory): ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.close();
