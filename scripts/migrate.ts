/**
 * Production start, run once before the services (`docker compose` service `migrate`): applies the
 * migrations to DATABASE_URL and creates the first super admin when there is none. Never demo data.
 */
import { createDb, migrate } from '@bo/db';
import { createFirstAdmin } from './create-admin.ts';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: migrate will not start without it.');
  const db = await createDb({ url });
  try {
    await migrate(db);
    console.log('migrate: migrations applied');
    const outcome = await createFirstAdmin(db);
    if (outcome.kind === 'created') console.log(`migrate: first super admin created (id ${outcome.id}, ${outcome.email})`);
    if (outcome.kind === 'not-configured') {
      console.warn('migrate: no admin exists yet; set BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD to create the first super admin');
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate failed: ${(error as Error).message}`);
  process.exit(1);
});
