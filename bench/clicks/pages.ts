import pg from 'pg';
import type { BenchStack, RecordedQuery } from './stack.ts';
import { getText } from './get.ts';
import { ms, quantile } from './stats.ts';

export interface PageFigures {
  requests: number;
  viaStack: { p50: number; p95: number };
  direct: { p50: number; p95: number };
}

/** A tiny deterministic generator: every run asks for the same pages. */
function sequence(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % max);
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The screens staff open on the clicks table: first page, a user, a survey, a day, deeper pages. */
function scenarios(users: number, surveys: number, now: Date) {
  const pick = sequence(42);
  return [
    () => '/api/clicks',
    () => `/api/clicks?filter[userId]=${pick(users)}`,
    () => `/api/clicks?filter[surveyId]=${pick(surveys)}&page=2`,
    () => {
      const d = day(new Date(now.getTime() - pick(60) * 86_400_000));
      return `/api/clicks?filter[created_atFrom]=${d}&filter[created_atTo]=${d}&filter[status]=1`;
    },
    () => `/api/clicks?page=${pick(40)}&itemPerPage=50`,
  ];
}

/**
 * Page latency through the stack (gateway, proxy, admin-api, engine, PostgreSQL and back) against
 * the very SQL admin-api ran for that request, replayed with pg at once after it.
 */
export async function measurePages(
  stack: BenchStack,
  url: string,
  o: { users: number; surveys: number; now: Date; requests: number },
): Promise<PageFigures> {
  return measureScenarioPages(stack, url, scenarios(o.users, o.surveys, o.now), o.requests);
}

/**
 * The same measure over any screens' URLs (bench/logs.ts passes the log's), taken in turn. Each request is
 * followed at once by the replay of its own statements, side by side on a pool as admin-api runs a page and its
 * count, so a change in the machine's load or in what PostgreSQL holds in its caches weighs on both sides alike.
 */
export async function measureScenarioPages(
  stack: BenchStack,
  url: string,
  make: ReadonlyArray<() => string>,
  requests: number,
): Promise<PageFigures> {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const viaStack: number[] = [];
  const direct: number[] = [];
  try {
    for (let i = 0; i < requests + 10; i += 1) {
      stack.recorded.length = 0;
      let start = process.hrtime.bigint();
      const res = await getText(`${stack.baseUrl}${make[i % make.length]!()}`, stack.headers);
      const took = ms(start);
      if (res.status !== 200) throw new Error(`Page request answered ${res.status}`);
      const queries: RecordedQuery[] = [...stack.recorded];
      start = process.hrtime.bigint();
      await Promise.all(queries.map((q) => pool.query(q.sql, q.params as unknown[])));
      const replayed = ms(start);
      // The first rounds warm caches and connections on both sides; they are not counted.
      if (i < 10) continue;
      viaStack.push(took);
      direct.push(replayed);
    }
  } finally {
    await pool.end();
  }
  return {
    requests: viaStack.length,
    viaStack: { p50: quantile(viaStack, 0.5), p95: quantile(viaStack, 0.95) },
    direct: { p50: quantile(direct, 0.5), p95: quantile(direct, 0.95) },
  };
}
