import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_TODAY, createTestDatabase, type Db, type TestDatabase } from '@bo/db';
import { InProcessEventBus, type RealtimeEvent } from '@bo/server-kit';
import { contextSigner } from '@bo/server-kit/testing';
import { buildSupportApi } from '../src/index.ts';

const CONTEXT_SECRET = 'support-api-test-secret';

/** Demo review admins (seedCore): 26 and 93 have status 1, 32 and 201 status 0. */
export const REVIEWER = 26;
export const PAUSED_REVIEWER = 32;
export const OTHER_REVIEWER = 93;
/** A demo admin who is no review admin. */
export const NOT_REVIEWER = 200;
/** Added by the helper: a review admin with status 2 (away), who cannot be assigned reviews. */
export const AWAY_REVIEWER = 901;

export interface SupportTestApp {
  app: FastifyInstance;
  db: Db;
  /** Every event published since the last clear(). */
  events: RealtimeEvent[];
  /** Calls the API as the admin (a gateway-signed context); role 3 unless given. */
  call(adminId: number, options: InjectOptions, role?: number): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A support-api on a fresh database holding the demo core and marketplace data, with the support
 * demo removed so each test file builds exactly the reviews and notes it asserts on.
 */
export async function startSupportApi(): Promise<SupportTestApp> {
  const database: TestDatabase = await createTestDatabase(DEMO_TODAY);
  const db = database.db;
  await db.exec('TRUNCATE support.user_reviews, support.review_history, support.user_notes');
  await db.query(
    `INSERT INTO core.admins (id, name, email, password_hash, role, is_review_admin, support_review_status)
     OVERRIDING SYSTEM VALUE VALUES ($1, 'Away Reviewer', 'away.reviewer@demo.test', 'x', 3, true, 2)`,
    [AWAY_REVIEWER],
  );
  const bus = new InProcessEventBus(db);
  const events: RealtimeEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const app = buildSupportApi({ db, contextSecret: CONTEXT_SECRET, events: bus });
  await app.ready();
  const headersFor = contextSigner(CONTEXT_SECRET, { permission: 'support_user_reviews' });
  return {
    app,
    db,
    events,
    call(adminId, options, role) {
      const caller = { adminId, ...(role === undefined ? {} : { role }) };
      return app.inject({ ...options, headers: { ...options.headers, ...headersFor(caller) } });
    },
    async close() {
      await app.close();
      await bus.close();
      await database.drop();
    },
  };
}

export interface ReviewFixture {
  userId: number;
  status: number;
  assignee?: number | null;
  /** Hours before now the review was created. */
  ageHours: number;
}

/** Inserts reviews (with their "created" history entry) and returns their uuids in the order given. */
export async function insertReviews(db: Db, reviews: readonly ReviewFixture[]): Promise<string[]> {
  const uuids: string[] = [];
  for (const r of reviews) {
    const { rows } = await db.query<{ uuid: string }>(
      `INSERT INTO support.user_reviews (user_id, status, assignee_admin_id, created_at, status_changed_at, updated_at)
       VALUES ($1, $2, $3, now() - make_interval(hours => $4), now() - make_interval(hours => $4), now() - make_interval(hours => $4))
       RETURNING uuid::text AS uuid`,
      [r.userId, r.status, r.assignee ?? null, r.ageHours],
    );
    const uuid = rows[0]!.uuid;
    await db.query(
      `INSERT INTO support.review_history (review_uuid, user_id, event, previous_status, status, assignee_admin_id, created_at)
       VALUES ($1, $2, 'created', NULL, $3, $4, now() - make_interval(hours => $5))`,
      [uuid, r.userId, r.status, r.assignee ?? null, r.ageHours],
    );
    uuids.push(uuid);
  }
  return uuids;
}

export interface DemoUser {
  id: number;
  app_id: number;
  status: number;
  country_code: string | null;
}

/** Demo users by id (seedMarketplace creates ids 1..n). */
export async function demoUsers(db: Db, count: number): Promise<DemoUser[]> {
  const { rows } = await db.query<DemoUser>(
    'SELECT id, app_id, status, country_code::text AS country_code FROM admin.users ORDER BY id LIMIT $1',
    [count],
  );
  return rows;
}
