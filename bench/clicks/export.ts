import { spawn } from 'node:child_process';
import type { BenchStack } from './stack.ts';
import { ms, rssSampler } from './stats.ts';

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  /** Peak resident memory of the process doing the export, and its growth during it. */
  peakRssBytes: number;
  rssGrowthBytes: number;
}

/** Counts the rows of a CSV stream: line ends (no field of these columns holds a line break). */
function counter() {
  let bytes = 0;
  let lines = 0;
  return {
    add(chunk: Uint8Array) {
      bytes += chunk.byteLength;
      for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
    },
    get bytes() {
      return bytes;
    },
    get rows() {
      return Math.max(0, lines - 1);
    },
  };
}

/** The export through the stack, streamed and discarded by the client, as a browser download would be. */
export async function exportThroughStack(
  stack: BenchStack,
  query: string,
): Promise<ExportFigures & { sql: string; params: readonly unknown[] }> {
  stack.recorded.length = 0;
  const before = process.memoryUsage().rss;
  const sampler = rssSampler();
  const start = process.hrtime.bigint();
  const res = await fetch(`${stack.baseUrl}/api/clicks/export?${query}`, { headers: stack.headers });
  if (res.status !== 200) throw new Error(`Export answered ${res.status}: ${await res.text()}`);
  const count = counter();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) count.add(chunk);
  const seconds = ms(start) / 1000;
  const peak = sampler.stop();
  // The COPY select (PostgreSQL), else the cursor's query; not the COPY path's LIMIT 0 description.
  const cursor = stack.recorded.find((q) => q.copy) ?? stack.recorded.find((q) => q.sql.startsWith('SELECT') && !q.sql.endsWith('LIMIT 0'));
  if (!cursor) throw new Error('The export ran no recorded query');
  return {
    rows: count.rows,
    bytes: count.bytes,
    seconds,
    peakRssBytes: peak,
    rssGrowthBytes: peak - before,
    sql: cursor.sql,
    params: cursor.params,
  };
}

/** A parameter as a SQL literal, for the psql reference run (values come from our own request). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

export const inlineParams = (sql: string, params: readonly unknown[]): string =>
  sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])).replace(/\s+/g, ' ');

/** The same rows with `psql -c "\copy (...) to stdout csv"`; its peak RSS from GNU time. */
export async function exportWithPsql(url: string, sql: string): Promise<ExportFigures> {
  const start = process.hrtime.bigint();
  const child = spawn(
    '/usr/bin/time',
    ['-f', '%M', 'psql', url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', `\\copy (${sql}) to stdout with csv header`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const count = counter();
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => count.add(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`psql failed: ${stderr.trim()}`);
  const kilobytes = Number(stderr.trim().split('\n').pop());
  return {
    rows: count.rows,
    bytes: count.bytes,
    seconds: ms(start) / 1000,
    peakRssBytes: kilobytes * 1024,
    rssGrowthBytes: kilobytes * 1024,
  };
}
