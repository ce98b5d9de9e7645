import type { Queryable } from './types.ts';

/** The tables of the access log: the services may add to them and read them, never change them. */
const APPEND_ONLY = ['gateway.access_log', 'gateway.access_checkpoints'] as const;
/** Tables only the owner writes (migrations, the archive command): the services read them. */
const READ_ONLY = ['gateway.access_archives', 'public.schema_migrations'] as const;

export interface ServiceRole {
  name: string;
  password: string;
}

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates (or updates the password of) the role the services connect as, and grants it what they
 * need on every schema the migrations made: read and write the product's tables, use the sequences
 * and functions, but only INSERT and SELECT on the access log and its checkpoints, so whoever holds
 * the services' credentials cannot edit, delete or truncate what auditors read. Run as the owner
 * after the migrations (scripts/migrate.ts), again after every new migration.
 */
export async function grantServiceRole(db: Queryable, role: ServiceRole): Promise<void> {
  if (!ROLE_NAME.test(role.name)) throw new Error(`SERVICE_DB_USER must be a plain lower-case role name, not ${JSON.stringify(role.name)}`);
  const { rows: exists } = await db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role.name]);
  const verb = exists.length > 0 ? 'ALTER' : 'CREATE';
  const { rows } = await db.query<{ sql: string }>(`SELECT format('${verb} ROLE %I LOGIN PASSWORD %L', $1::text, $2::text) AS sql`, [
    role.name,
    role.password,
  ]);
  await db.exec(rows[0]!.sql);
  const r = `"${role.name}"`;
  const { rows: schemas } = await db.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
     WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' AND nspowner = (SELECT datdba FROM pg_database WHERE datname = current_database())
        OR nspname = 'public'`,
  );
  const { rows: db_ } = await db.query<{ name: string }>('SELECT current_database() AS name');
  await db.exec(`GRANT CONNECT, TEMPORARY ON DATABASE "${db_[0]!.name}" TO ${r}`);
  for (const { name } of schemas) {
    const s = `"${name}"`;
    await db.exec(`
      GRANT USAGE ON SCHEMA ${s} TO ${r};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r};
      GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${s} TO ${r};
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${r};
      REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA ${s} FROM ${r};`);
  }
  // The partitions too: a service reaching one directly must find the same rules.
  const { rows: partitions } = await db.query<{ name: string }>(
    `SELECT 'gateway.' || quote_ident(c.relname) AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'gateway.access_log'::regclass`,
  );
  for (const table of [...APPEND_ONLY, ...partitions.map((p) => p.name)]) {
    await db.exec(`REVOKE ALL ON ${table} FROM ${r}; GRANT SELECT, INSERT ON ${table} TO ${r};`);
  }
  for (const table of READ_ONLY) await db.exec(`REVOKE ALL ON ${table} FROM ${r}; GRANT SELECT ON ${table} TO ${r};`);
}
