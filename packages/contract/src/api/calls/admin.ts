import type { ApiCall } from '../types.ts';

export const adminCalls: readonly ApiCall[] = [];
