import type { ApiCall } from '../types.ts';

export const resourceCalls: readonly ApiCall[] = [];
