import type { ApiCall } from '../types.ts';

export const supportCalls: readonly ApiCall[] = [];
