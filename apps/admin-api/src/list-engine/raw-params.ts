import type { RawParams } from './types.ts';

/**
 * Flattens what a client sent (query string, JSON body or multipart fields) to `key -> string`:
 * `filter[status][]=1&filter[status][]=2` and `{ filter: { status: [1, 2] } }` both become
 * `filter[status] = "1,2"`, the comma-joined form of specification 01, 2.7.
 */
export function flattenParams(source: unknown): RawParams {
  const out: RawParams = {};
  if (!source || typeof source !== 'object') return out;
  const put = (key: string, value: unknown): void => {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const joined = value
        .filter((v) => v !== undefined && v !== null)
        .map(String)
        .join(',');
      out[name] = out[name] ? `${out[name]},${joined}` : joined;
    } else if (typeof value === 'object') {
      for (const [inner, v] of Object.entries(value)) put(`${name}[${inner}]`, v);
    } else {
      out[name] = String(value);
    }
  };
  for (const [key, value] of Object.entries(source)) put(key, value);
  return out;
}

/** The filter part of the params: `filter[key]` to key. */
export function filterEntries(raw: RawParams): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(raw)) {
    const m = /^filter\[([^\]]+)\]$/.exec(key);
    if (m?.[1] && value !== undefined) out.set(m[1], value);
  }
  return out;
}
