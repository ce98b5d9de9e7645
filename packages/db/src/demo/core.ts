import type { Db, Queryable } from '../types.ts';
import { createRandom, type DemoOptions, type Random } from './random.ts';
import { DEMO_ADMINS, DEMO_PASSWORD_HASH, demoAdminEmail } from './core/admins.ts';
import { DEMO_APPS } from './core/apps.ts';
import { DEMO_COUNTRIES } from './core/countries.ts';

const DAY_MS = 86_400_000;

/** `$1, $2, ...` placeholders for one multi-row VALUES list. */
function valuesList(rowCount: number, columnCount: number): string {
  return Array.from(
    { length: rowCount },
    (_, r) => `(${Array.from({ length: columnCount }, (_, c) => `$${r * columnCount + c + 1}`).join(', ')})`,
  ).join(', ');
}

const hex = (random: Random, length: number): string => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

async function seedApps(tx: Queryable, random: Random, now: Date): Promise<void> {
  const rows = DEMO_APPS.map((app) => [
    app.id,
    app.name,
    hex(random, 32),
    app.project,
    app.currencyName,
    app.pointsDivisor,
    app.exchangeRate,
    app.isCore ?? false,
    new Date(now.getTime() - random.int(400, 1500) * DAY_MS),
  ]);
  await tx.query(
    `INSERT INTO core.apps (id, name, hash, project, currency_name, points_divisor, exchange_rate, is_core, created_at)
     VALUES ${valuesList(rows.length, 9)} ON CONFLICT DO NOTHING`,
    rows.flat(),
  );
}

async function seedCountries(tx: Queryable): Promise<void> {
  const rows = DEMO_COUNTRIES.map((c) => [c.code, c.name, c.currency]);
  await tx.query(
    `INSERT INTO core.countries (code, name, default_currency) VALUES ${valuesList(rows.length, 3)} ON CONFLICT DO NOTHING`,
    rows.flat(),
  );
}

async function seedAdmins(tx: Queryable, random: Random, now: Date): Promise<void> {
  // scrypt is deliberately slow: every demo admin shares one password, hashed ahead of time.
  const passwordHash = DEMO_PASSWORD_HASH;
  const rows = DEMO_ADMINS.map((admin) => [
    admin.id,
    admin.name,
    demoAdminEmail(admin.id),
    passwordHash,
    admin.role,
    JSON.stringify({ modules: admin.modules, main_page: admin.mainPage }),
    admin.hexColor,
    admin.isReviewAdmin ?? false,
    admin.supportReviewStatus ?? null,
    admin.isSupportTl ?? false,
    new Date(now.getTime() - random.int(30, 900) * DAY_MS),
  ]);
  await tx.query(
    `INSERT INTO core.admins (id, name, email, password_hash, role, permissions, hex_color, is_review_admin, support_review_status, is_support_tl, created_at)
     OVERRIDING SYSTEM VALUE VALUES ${valuesList(rows.length, 11)} ON CONFLICT DO NOTHING`,
    rows.flat(),
  );
  // Explicit ids leave the identity sequence at 1: move it past them so /register gets fresh ids.
  await tx.query(`SELECT setval(pg_get_serial_sequence('core.admins', 'id'), (SELECT max(id) FROM core.admins))`);
}

/** Core reference data: apps, countries and the demo admins (see core/*.ts). Safe to run twice. */
export async function seedCore(db: Db, opts: DemoOptions): Promise<void> {
  const random = createRandom(1001);
  await db.transaction(async (tx) => {
    await seedApps(tx, random, opts.now);
    await seedCountries(tx);
    await seedAdmins(tx, random, opts.now);
  });
}
