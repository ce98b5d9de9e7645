import fp from 'fastify-plugin';
import type { Db } from '@bo/db';

/** The database handle and the clock every other part reads the time from. The caller owns and closes the database. */
export default fp(
  async (app, opts: { db: Db; now: () => number }) => {
    app.decorate('db', opts.db);
    app.decorate('clock', opts.now);
  },
  { name: 'database' },
);
