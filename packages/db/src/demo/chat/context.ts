import type { Random } from '../random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface DemoAgent {
  id: number;
  name: string;
}

/** The rows of each chat table, column values in the order seedChat inserts them. */
export interface ChatDemoRows {
  users: unknown[][];
  conversations: unknown[][];
  messages: unknown[][];
  attachments: unknown[][];
  macros: unknown[][];
  macroUses: unknown[][];
  userNotes: unknown[][];
  streaks: unknown[][];
}

/** What the builders share while the demo is built. */
export interface ChatDemoContext {
  random: Random;
  /** The demo's "now", epoch ms. */
  now: number;
  agents: readonly DemoAgent[];
  macroIds: readonly string[];
  rows: ChatDemoRows;
  /** Attachments still to hand out (a few, not one per message). */
  attachmentBudget: number;
}

/** RFC 4122 version-4 layout from the seeded generator: the same uuids on every machine. */
export function demoUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Never in the demo's future: a thread that ran long ends a minute before now. */
export const notAfterNow = (ctx: ChatDemoContext, time: number): Date => new Date(Math.min(time, ctx.now - MINUTE));
