export { buildGateway } from './app.ts';
export type { GatewayOptions, UpstreamName } from './options.ts';
export type { AccessRecord, AuditEvent } from './audit/record.ts';
export type { ChainedRecord } from './audit/chain.ts';
export { verifyChain, type ChainReport } from './audit/verify.ts';
export { memoryLoginAttempts, type LoginAttemptStore } from './accounts/login-attempts.ts';
export { readGatewayEnv, type GatewayEnv } from './env.ts';
export { MESSAGE } from './messages.ts';
export { LIMIT, TOKEN_AUDIENCE } from './limits.ts';
