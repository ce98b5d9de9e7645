import { createRandom, type DemoOptions } from '../random.ts';
import { DEMO_MACROS } from './texts.ts';
import { DAY, demoUuid, type ChatDemoContext, type ChatDemoRows, type DemoAgent } from './context.ts';
import { buildUser } from './user.ts';

export type { ChatDemoRows, DemoAgent } from './context.ts';

/** The chat apps of specification 03 plus one external partner app, hidden from the app filter. */
export const DEMO_CHAT_APP_IDS = [13, 16, 18, 71, 554] as const;
export const DEMO_EXTERNAL_CHAT_APP_ID = 22;

/**
 * Builds the chat demo (pure: the same options, agents and countries give the same rows). Users of
 * the five apps and one external app; chats and tickets; open (some unassigned, waiting), snoozed and
 * closed ones with their event messages; replies, notes, macros, ratings, a few PNG and PDF files.
 */
export function buildChatDemo(opts: DemoOptions, agents: readonly DemoAgent[], countries: readonly string[]): ChatDemoRows {
  const random = createRandom(0x0c4a7);
  const now = opts.now.getTime();
  const rows: ChatDemoRows = {
    users: [],
    conversations: [],
    messages: [],
    attachments: [],
    macros: [],
    macroUses: [],
    userNotes: [],
    streaks: [],
  };
  const macroIds = DEMO_MACROS.map((macro, i) => {
    const id = demoUuid(random);
    const author = agents[i % Math.max(1, agents.length)] ?? null;
    const created = new Date(now - (60 - i) * DAY);
    rows.macros.push([id, macro.title, macro.text, author?.id ?? null, author?.id ?? null, created, created]);
    return id;
  });
  const ctx: ChatDemoContext = { random, now, agents, macroIds, rows, attachmentBudget: Math.max(6, Math.round(10 * opts.scale)) };

  const perApp = Math.max(1, Math.round(8 * opts.scale));
  const apps = [
    ...DEMO_CHAT_APP_IDS.map((id) => ({ id, users: perApp })),
    { id: DEMO_EXTERNAL_CHAT_APP_ID, users: Math.max(1, Math.round(2 * opts.scale)) },
  ];
  for (const app of apps) {
    const takenIds = new Set<string>();
    for (let u = 0; u < app.users; u++) buildUser(ctx, app.id, countries, takenIds);
  }
  return rows;
}
