import { LIVE_QUERY_ROUTER_URL } from '../constants.ts';

/** A value in single quotes for a POSIX shell. */
const shellQuote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`;

export interface RouterRequest {
  endpoint: 'default' | 'partners';
  userHash: string;
  ip: string | null;
  userAgent: string | null;
  device: string;
  ignoreDisqualificationCache: boolean;
}

/** The router request the live query stands for, as a curl command staff can rerun. */
export function curlCommand(r: RouterRequest): string {
  const path = r.endpoint === 'partners' ? '/partners/surveys' : '/surveys';
  const params: Array<[string, string]> = [
    ['user_hash', r.userHash],
    ['device', r.device],
    ['ignore_disqualification_cache', r.ignoreDisqualificationCache ? '1' : '0'],
  ];
  if (r.ip) params.push(['ip', r.ip]);
  if (r.userAgent) params.push(['user_agent', r.userAgent]);
  return [
    `curl -G ${shellQuote(`${LIVE_QUERY_ROUTER_URL}${path}`)}`,
    ...params.map(([k, v]) => `--data-urlencode ${shellQuote(`${k}=${v}`)}`),
    `-H 'Accept: application/json'`,
  ].join(' ');
}
