import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, verifyPassword, type TestDatabase } from '@bo/db';
import { createFirstAdmin, DEFAULT_BOOTSTRAP_ADMIN_NAME } from '../../scripts/create-admin.ts';

const PASSWORD = 'first-admin-password-123';

describe('first super admin (production migrate)', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await t.drop();
  });

  it('creates one role-1 admin in an empty database, with a hashed password, and only once', async () => {
    const env = { BOOTSTRAP_ADMIN_EMAIL: 'owner@example.com', BOOTSTRAP_ADMIN_PASSWORD: PASSWORD };
    const first = await createFirstAdmin(t.db, env);
    expect(first).toMatchObject({ kind: 'created', email: 'owner@example.com' });
    const rows = await t.db.query<{ name: string; role: number; password_hash: string }>(
      'SELECT name, role, password_hash FROM core.admins',
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ name: DEFAULT_BOOTSTRAP_ADMIN_NAME, role: 1 });
    expect(rows.rows[0]?.password_hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, rows.rows[0]?.password_hash as string)).toBe(true);
    expect(await createFirstAdmin(t.db, { ...env, BOOTSTRAP_ADMIN_EMAIL: 'other@example.com' })).toEqual({ kind: 'admins-exist' });
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
    expect(count.rows[0]?.n).toBe(1);
  });

  it('does nothing without settings and refuses half or invalid settings with the rule broken', async () => {
    expect(await createFirstAdmin(t.db, {})).toEqual({ kind: 'not-configured' });
    await expect(createFirstAdmin(t.db, { BOOTSTRAP_ADMIN_EMAIL: 'owner@example.com' })).rejects.toThrow(
      'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together.',
    );
    await expect(createFirstAdmin(t.db, { BOOTSTRAP_ADMIN_EMAIL: 'owner@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'short' })).rejects.toThrow(
      'Password must be at least 10 characters!',
    );
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
    expect(count.rows[0]?.n).toBe(0);
  });
});
