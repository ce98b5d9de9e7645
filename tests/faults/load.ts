/** One answered call: its status, body, Retry-After and how long it took. */
export interface Answer {
  name: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
  ms: number;
}

export type Call = { name: string; url: string; method?: string; token?: string; body?: unknown };

/** Calls over HTTP and times the answer; a refused or cut connection is status 0. */
export async function call(c: Call, timeoutMs = 30_000): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(c.url, {
      method: c.method ?? 'GET',
      headers: {
        ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
        ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* a CSV or an empty answer stays text */
    }
    return {
      name: c.name,
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { name: c.name, status: 0, body: String(error), retryAfter: null, ms: performance.now() - started };
  }
}

/**
 * Modest, bounded load: `workers` loops, each calling the next of `calls` in turn for `forMs`,
 * then every answer. What the staff would do while the fault lasts.
 */
export async function steadyLoad(calls: ReadonlyArray<() => Call>, opts: { workers: number; forMs: number }): Promise<Answer[]> {
  const answers: Answer[] = [];
  const end = Date.now() + opts.forMs;
  await Promise.all(
    Array.from({ length: opts.workers }, async (_unused, worker) => {
      for (let i = worker; Date.now() < end; i += 1) answers.push(await call(calls[i % calls.length]!()));
    }),
  );
  return answers;
}

/** Polls until `check` holds (a fault healed), or fails after `timeoutMs`. */
export async function eventually<T>(what: string, probe: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await probe();
    if (check(last)) return last;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what}: still not so after ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}

export const slowest = (answers: readonly Answer[]): number => Math.max(0, ...answers.map((a) => a.ms));
/** The middle duration of the answers. */
export const median = (answers: readonly Answer[]): number => {
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
