import type { ApiCall } from '../types.ts';

export const gatewayCalls: readonly ApiCall[] = [];
