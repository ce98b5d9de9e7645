import type { FastifyInstance } from 'fastify';
import { createTestDatabase, seedCore, seedLogs, seedMarketplace, type Db, type ReadOptions, type TestDatabase } from '@bo/db';
import { contextSigner } from '@bo/server-kit/testing';
import { buildAdminApi } from '../src/index.ts';

const CONTEXT_SECRET = 'list-engine-test-secret';
/** The demo's "now" in these tests: fixed, so dates and counts never drift. */
export const DEMO_NOW = new Date('2025-06-15T12:00:00.000Z');

export interface ListEngineApi {
  app: FastifyInstance;
  /** The database, unwrapped, for direct checks. */
  db: Db;
  /** Every SQL text admin-api ran, in order. */
  sql: string[];
  url: string | null;
  headers(adminId?: number): Record<string, string>;
  get(url: string): Promise<{ status: number; body: Record<string, unknown>; text: string; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** A Db that records the SQL it runs, so a test can assert which queries a request made. */
function recording(db: Db, sql: string[], withCopy = true): Db {
  return {
    kind: db.kind,
    query: (text, params) => {
      sql.push(text);
      return db.query(text, params);
    },
    exec: (text) => db.exec(text),
    transaction: (fn) => db.transaction(fn),
    cursor: (text, params, batch, options) => {
      sql.push(text);
      return db.cursor(text, params, batch, options);
    },
    // The COPY export path of real PostgreSQL (PGlite has none: its exports take the cursor).
    ...(db.copyCsv && withCopy
      ? {
          copyCsv: (text: string, options?: ReadOptions) => {
            sql.push(text);
            return db.copyCsv!(text, options);
          },
        }
      : {}),
    close: () => db.close(),
  };
}

/** The demo the table screens read: core (apps, countries, admins) and the marketplace, at scale 1. */
export async function seedTableScreens(db: Db): Promise<void> {
  await seedCore(db, { scale: 1, now: DEMO_NOW });
  await seedMarketplace(db, { scale: 1, now: DEMO_NOW });
  await seedLogs(db, { scale: 1, now: DEMO_NOW });
}

/**
 * admin-api over a fresh database holding the table screens' demo, called as super admin 1 by default.
 * `withCopy: false` hides PostgreSQL's COPY, so exports take the cursor path as on PGlite.
 */
export async function buildListEngineApi(
  seed: (db: Db) => Promise<void> = seedTableScreens,
  { withCopy = true }: { withCopy?: boolean } = {},
): Promise<ListEngineApi> {
  // The table screens' demo (fixed DEMO_NOW, scale 1) is copied from its template database.
  const database: TestDatabase = await createTestDatabase(
    seed === seedTableScreens ? { seed, template: 'table-screens-scale1-demo-now' } : { seed },
  );
  const sql: string[] = [];
  const app = buildAdminApi({ db: recording(database.db, sql, withCopy), contextSecret: CONTEXT_SECRET });
  await app.ready();
  const headersFor = contextSigner(CONTEXT_SECRET, { permission: 'test', requestPrefix: 'list' });
  const headers = (adminId = 1) => headersFor({ adminId });
  return {
    app,
    db: database.db,
    sql,
    url: database.url,
    headers,
    async get(url) {
      const res = await app.inject({ method: 'GET', url, headers: headers() });
      const isJson = String(res.headers['content-type'] ?? '').includes('json');
      return { status: res.statusCode, body: isJson ? (res.json() as Record<string, unknown>) : {}, text: res.body, headers: res.headers };
    },
    async close() {
      // A test's own HTTP client may keep a socket open (keep-alive, an aborted download): do not wait for it.
      app.server.closeAllConnections();
      await app.close();
      await database.drop();
    },
  };
}

export type Rows = Array<Record<string, unknown>>;
export const rowsOf = (body: Record<string, unknown>): Rows => body.data as Rows;
export const idsOf = (body: Record<string, unknown>): number[] => rowsOf(body).map((r) => Number(r.id));

/** A multipart body with text fields and one file, for inject. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; content: string | Buffer },
) {
  const boundary = `----list-engine-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
