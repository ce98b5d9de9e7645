/**
 * Production start, run once before the services (`docker compose` service `migrate`): applies the
 * migrations to DATABASE_URL (as the database's owner), grants the services' role
 * (SERVICE_DB_USER / SERVICE_DB_PASSWORD) what it needs, and creates the first super admin when
 * there is none. Never demo data.
 */
import { createDb, grantServiceRole, migrate } from '@bo/db';
import { createFirstAdmin } from './create-admin.ts';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: migrate will not start without it.');
  const db = await createDb({ url });
  try {
    await migrate(db);
    console.log('migrate: migrations applied');
    const user = process.env.SERVICE_DB_USER;
    if (user) {
      const password = process.env.SERVICE_DB_PASSWORD;
      if (!password) throw new Error('SERVICE_DB_PASSWORD must be set with SERVICE_DB_USER.');
      await grantServiceRole(db, { name: user, password });
      console.log(`migrate: role ${user} may use the product's tables and only add to and read the access log`);
    }
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
