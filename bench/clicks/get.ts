import { request } from 'undici';

/**
 * A measured GET, read whole: undici's own request rather than fetch. The benchmarks run the client in the
 * servers' process, so its cost adds to every measured request; fetch's WHATWG layer (Request, Response,
 * web streams) cost about 1.3 ms a call on this machine against undici.request, more than the servers'
 * own overhead on the fastest pages.
 */
export async function getText(url: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const res = await request(url, { headers });
  return { status: res.statusCode, text: await res.body.text() };
}
