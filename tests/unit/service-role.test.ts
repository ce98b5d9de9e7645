import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  createTestDatabase,
  grantServiceRole,
  migrate,
  refreshAggregates,
  TEST_PG_ADMIN_URL,
  type Db,
  type TestDatabase,
} from '@bo/db';
import { buildGateway } from '@bo/gateway';
import { readLogTable } from '../../apps/gateway/src/audit/read-log.ts';
import { verifyChain } from '../../apps/gateway/src/audit/verify.ts';

const SECRET = 'service-role-test-secret-0123456789abcdefgh';
const unused = 'http://127.0.0.1:9';

/** The services' role of compose: it uses the product's tables and may only add to and read the access log. */
describe('the services connect as a role that cannot rewrite the access log', () => {
  let owner: TestDatabase;
  let service: Db;
  const role = `bo_service_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    owner = await createTestDatabase({ kind: 'pg' });
    await grantServiceRole(owner.db, { name: role, password: 'service-password-1' });
    const url = new URL(owner.url!);
    url.username = role;
    url.password = 'service-password-1';
    service = await createDb({ url: url.toString() });
  });
  afterAll(async () => {
    await service.close();
    await owner.drop();
    const admin = await createDb({ url: TEST_PG_ADMIN_URL });
    await admin.exec(`DROP ROLE IF EXISTS "${role}"`);
    await admin.close();
  });

  it('starts a gateway whose records land, and refuses UPDATE, DELETE and TRUNCATE of them', async () => {
    expect(await migrate(service)).toEqual([]);
    const app = buildGateway({
      db: service,
      jwtSecret: SECRET,
      contextSecret: SECRET,
      upstreams: { admin: unused, chat: unused, support: unused },
      accessLog: () => undefined,
      audit: { instanceId: 'gw-role', checkpointSink: () => undefined },
    });
    await app.ready();
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    const copy = await readLogTable(service);
    expect(copy.records).toHaveLength(5);
    expect(verifyChain(copy.records, { checkpoints: copy.checkpoints }).broken).toBeNull();
    for (const sql of [
      `UPDATE gateway.access_log SET status = 500`,
      `DELETE FROM gateway.access_log`,
      `TRUNCATE gateway.access_log`,
      `DELETE FROM gateway.access_checkpoints`,
      `ALTER TABLE gateway.access_log DISABLE TRIGGER access_log_append_only`,
      `DROP TABLE gateway.access_log_default`,
      `INSERT INTO gateway.access_archives (month, instance, first_seq, last_seq, last_hash, records, file_name, file_sha256) VALUES ('2026-01', 'x', 1, 1, 'h', 1, 'f', 's')`,
    ]) {
      await expect(service.query(sql), sql).rejects.toThrow(/permission denied|must be owner/);
    }
    const partition = (await service.query<{ p: string }>(`SELECT tableoid::regclass::text AS p FROM gateway.access_log LIMIT 1`)).rows[0]!
      .p;
    await expect(service.query(`UPDATE ${partition} SET status = 500`)).rejects.toThrow(/permission denied/);
  });

  it('reads and writes the product tables and refreshes the aggregates through their function', async () => {
    await service.query(
      `INSERT INTO core.admins (name, email, password_hash, role, permissions) VALUES ('R', 'r@role.test', 'x', 3, '{}')`,
    );
    await service.query(`UPDATE core.admins SET name = 'Renamed' WHERE email = 'r@role.test'`);
    await service.query(`DELETE FROM core.admins WHERE email = 'r@role.test'`);
    await refreshAggregates(service);
    await refreshAggregates(service, { concurrently: true });
  });
});
