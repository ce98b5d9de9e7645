import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '@bo/db';
import { lockDataDir } from '../stack/data-lock.ts';
import { storedAuditChainKey } from '../stack/secrets.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface AuditDatabase {
  db: Db;
  /** AUDIT_CHAIN_KEY, or for the embedded database the key `npm start` keeps in .data/secrets.json. */
  key: string | null;
  /** Said in messages: which database this is. */
  what: string;
  close(): Promise<void>;
}

/**
 * The database holding the access log: DATABASE_URL, or without it the embedded database of
 * `npm start` (DATA_DIR, ./.data/pglite by default). The embedded one is opened under the stack's
 * lock, so a running `npm start` is refused here rather than its database corrupted.
 */
export async function openAuditDatabase(env: NodeJS.ProcessEnv = process.env): Promise<AuditDatabase> {
  if (env.DATABASE_URL) {
    const db = await createDb({ url: env.DATABASE_URL });
    return { db, key: env.AUDIT_CHAIN_KEY || null, what: 'gateway.access_log (DATABASE_URL)', close: () => db.close() };
  }
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT, '.data/pglite'));
  if (!existsSync(dataDir)) throw new Error(`DATABASE_URL is not set and there is no embedded database at ${dataDir}`);
  const release = lockDataDir(dataDir);
  try {
    const db = await createDb({ dataDir });
    const secrets = join(dirname(dataDir), 'secrets.json');
    const key = env.AUDIT_CHAIN_KEY || (existsSync(secrets) ? storedAuditChainKey(secrets) : null);
    return {
      db,
      key,
      what: `the embedded database in ${dataDir}`,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
