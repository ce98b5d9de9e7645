import type { ApiCall } from '../types.ts';

export const chatCalls: readonly ApiCall[] = [];
