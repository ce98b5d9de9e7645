import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '@bo/db';
import { logPartitionsJob } from '../src/jobs/log-partitions.ts';
import { rollupJob } from '../src/jobs/rollups.ts';

/** What pg answers while the server is gone: the pool's connect is refused. */
function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
}

/** A database handle whose every call fails with `failure()`. */
function failingDb(failure: () => Error): Db {
  const fail = () => Promise.reject(failure());
  return { query: fail, transaction: fail } as unknown as Db;
}

interface LogLine {
  level: number;
  msg: string;
}

/** Runs both background jobs every 10 ms for a while on `db` and answers the log lines they wrote. */
async function jobLines(db: Db): Promise<LogLine[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('db', db);
  await app.register(rollupJob, { everyMs: 10 });
  await app.register(logPartitionsJob, { everyMs: 10 });
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 150));
  await app.close();
  return lines.map((line) => JSON.parse(line) as LogLine);
}

describe('the background jobs while the database is down', () => {
  it('log nothing per round: the outage is the database handle’s one line, with no stack trace', async () => {
    const lines = await jobLines(failingDb(refused));
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });

  it('still log a failure that is not an outage, as an error naming the job', async () => {
    const lines = await jobLines(failingDb(() => new Error('function admin.ensure_log_partitions does not exist')));
    const errors = lines.filter((l) => l.level === 50).map((l) => l.msg);
    expect(errors).toContain('rebuilding the report rollups failed');
    expect(errors).toContain('creating the log partitions failed');
  });
});
