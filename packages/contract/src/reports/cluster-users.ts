import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';

/**
 * The drill from a cluster row to its users (specification 04 sections 4 and 6): High Risk Metrics by
 * total, banned or activated users of a flag; IP Logs One and Two from an IP or a /24 subnet; Survey
 * Attacks Open Ends from an answer cluster. Each call takes the report's own filters (its window) and
 * the row's cluster (`cluster`, plus `kind` for High Risk Metrics), and is guarded by its page.
 */
export const CLUSTER_USER_STATES = { total: 'Total', banned: 'Banned', activated: 'Activated' } as const;
export type ClusterUserState = keyof typeof CLUSTER_USER_STATES;
/** The most users one drill lists (the answer says how many there are). */
export const CLUSTER_USERS_LIMIT = 500;

/** A drill's query: the row's cluster (and kind), which users, and the report's own filters (its window). */
export const ZClusterUsersQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const clusterUsersCall = <N extends string, P extends string, R extends string>(name: N, path: P, routeName: R, report: string) =>
  ({
    name,
    method: 'GET',
    path,
    upstream: 'admin',
    permission: routeName,
    summary: `The users of a ${report} row (at most ${CLUSTER_USERS_LIMIT}, with how many there are)`,
    query: ZClusterUsersQuery,
    answer: ZClusterUsersAnswer,
  }) as const satisfies ApiCall;

const answerId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be a positive whole number.` });

export const ZHighRiskPair = z
  .object({ first_answer_id: answerId('First answer ID'), second_answer_id: answerId('Second answer ID') })
  .refine((p) => p.first_answer_id !== p.second_answer_id, {
    error: 'The two answers of a pair must differ.',
    path: ['second_answer_id'],
  });
export type HighRiskPair = z.infer<typeof ZHighRiskPair>;
export const ZHighRiskPairParams = z.object({ first: answerId('First answer ID'), second: answerId('Second answer ID') });
export const ZHighRiskPairAnswer = z.object({
  data: z.object({ first_answer_id: z.number(), second_answer_id: z.number() }),
  message: z.string(),
});

/** High Risk Metrics' page holders mark or unmark a profiling answer pair high-risk. */
export const HIGH_RISK_PAIR_CALLS = {
  mark: {
    name: 'highRiskMetrics.markPair',
    method: 'POST',
    path: '/api/reports/high-risk-metrics/pairs',
    upstream: 'admin',
    permission: 'high_risk_metrics',
    summary: 'Marks a profiling answer pair high-risk',
    body: ZHighRiskPair,
    answer: ZHighRiskPairAnswer,
  },
  unmark: {
    name: 'highRiskMetrics.unmarkPair',
    method: 'DELETE',
    path: '/api/reports/high-risk-metrics/pairs/:first/:second',
    upstream: 'admin',
    permission: 'high_risk_metrics',
    summary: 'Unmarks a high-risk profiling answer pair',
    params: ZHighRiskPairParams,
    answer: ZHighRiskPairAnswer,
  },
} as const satisfies Record<string, ApiCall>;

export const ZClusterUser = z.object({
  id: z.number(),
  app_id: z.number(),
  app_name: z.string().nullable(),
  country_code: z.string().nullable(),
  status: z.number(),
  created_at: z.string(),
});
export type ClusterUser = z.infer<typeof ZClusterUser>;
export const ZClusterUsersAnswer = z.object({ data: z.array(ZClusterUser), total: z.number(), limit: z.number() });
export type ClusterUsersAnswer = z.infer<typeof ZClusterUsersAnswer>;

export const CLUSTER_USER_CALLS = {
  highRisk: clusterUsersCall('highRiskMetrics.users', '/api/reports/high-risk-metrics/users', 'high_risk_metrics', 'High Risk Metrics'),
  ip: clusterUsersCall('ipLogsOne.users', '/api/reports/iplogsone/users', 'iplogsone', 'IP Logs One'),
  subnet: clusterUsersCall('ipLogsTwo.users', '/api/reports/iplogstwo/users', 'iplogstwo', 'IP Logs Two'),
  openEnd: clusterUsersCall(
    'surveyAttacksOpenEnds.users',
    '/api/reports/survey-attacks-open-ends/users',
    'survey_attacks_open_ends',
    'Survey Attacks Open Ends',
  ),
} as const;
export type ClusterKind = keyof typeof CLUSTER_USER_CALLS;

export const CLUSTER_MESSAGES = {
  clusterRequired: 'cluster is required: the row whose users to list.',
  kindRequired: 'kind must be one of: subnet, ip_range, city, signup_ip, profiling_pair.',
  stateInvalid: `users must be one of: ${Object.keys(CLUSTER_USER_STATES).join(', ')}.`,
  ipInvalid: (value: string) => `${value} is not an IP address.`,
  subnetInvalid: (value: string) => `${value} is not a subnet (a.b.c.0/24).`,
  marked: (first: number, second: number) => `The answer pair ${first} + ${second} has been marked high-risk`,
  unmarked: (first: number, second: number) => `The answer pair ${first} + ${second} is no longer high-risk`,
  alreadyMarked: (first: number, second: number) => `The answer pair ${first} + ${second} is already marked high-risk`,
  notMarked: (first: number, second: number) => `The answer pair ${first} + ${second} is not marked high-risk`,
  answerNotFound: (id: number) => `Answer ${id} not found`,
  pairTitle: 'Mark a profiling answer pair high-risk',
  openInUsers: 'Open in Users',
  shown: (shown: number, total: number) => (shown < total ? `${shown} of ${total} users` : `${total} users`),
} as const;

export const clusterUserCalls: readonly ApiCall[] = [...Object.values(CLUSTER_USER_CALLS), ...Object.values(HIGH_RISK_PAIR_CALLS)];

/** The answer ids a profiling-pair row names at its end: `... [12-34]`. */
export function pairOfRiskValue(value: string): HighRiskPair | null {
  const m = /\[(\d+)-(\d+)\]$/.exec(value);
  return m ? { first_answer_id: Number(m[1]), second_answer_id: Number(m[2]) } : null;
}
