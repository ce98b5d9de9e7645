/** The account's query keys: the person's sessions, and their second factors (per session, all under `factors`). */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  factors: ['account', 'factors'] as const,
  factorsOf: (session: string | null) => [...accountKeys.factors, session] as const,
};
