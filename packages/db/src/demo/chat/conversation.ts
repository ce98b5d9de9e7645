import { demoPdf, demoPng } from './files.ts';
import { AGENT_NOTES, AGENT_REPLIES, DEMO_MACROS, RATING_COMMENTS, USER_TOPICS } from './texts.ts';
import { HOUR, MINUTE, demoUuid, notAfterNow, type ChatDemoContext, type DemoAgent } from './context.ts';

const LANGUAGE_BY_COUNTRY: Record<string, string> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  ES: 'es',
  MX: 'es',
  VE: 'es',
  IT: 'it',
  NL: 'nl',
  BE: 'nl',
  PT: 'pt',
};
/** The topics whose threads carry a file: the user's screenshot, the agent's receipt. */
const SCREENSHOT_TOPIC = 4;
const RECEIPT_TOPIC = 7;

export interface DemoChatUser {
  uuid: string;
  name: string;
  country: string | null;
}

interface NewMessage {
  type: string;
  text: string | null;
  author: DemoAgent | null;
  authorName?: string | null;
  support: boolean;
  rating?: number;
  seen?: boolean;
}

/** One conversation's thread, written message by message a few minutes apart. */
class DemoThread {
  readonly uuid: string;
  time: number;

  constructor(
    private readonly ctx: ChatDemoContext,
    created: number,
    readonly assignee: DemoAgent | null,
  ) {
    this.uuid = demoUuid(ctx.random);
    this.time = created;
  }

  add(m: NewMessage): string {
    this.time += this.ctx.random.int(2, 90) * MINUTE;
    const id = demoUuid(this.ctx.random);
    const at = notAfterNow(this.ctx, this.time);
    this.ctx.rows.messages.push([
      id,
      this.uuid,
      m.type,
      m.text,
      m.author?.id ?? null,
      m.author?.name ?? m.authorName ?? null,
      m.support,
      m.rating ?? null,
      this.assignee?.id ?? null,
      this.assignee?.name ?? null,
      m.seen ? at : null,
      at,
    ]);
    return id;
  }

  attach(messageId: string, fileName: string, mime: string, kind: string, content: Buffer): void {
    this.ctx.attachmentBudget--;
    this.ctx.rows.attachments.push([
      demoUuid(this.ctx.random),
      messageId,
      fileName,
      mime,
      kind,
      content.length,
      content,
      notAfterNow(this.ctx, this.time),
    ]);
  }
}

/**
 * A chat (type 0) or ticket: open (some unassigned and waiting), snoozed or closed, with replies,
 * macros, notes, a rating and the event messages its status implies.
 */
export function buildConversation(ctx: ChatDemoContext, user: DemoChatUser): void {
  const { random, now } = ctx;
  const type = random.chance(0.7) ? 0 : 1;
  const roll = random.next();
  const wanted = roll < 0.5 ? 'open' : roll < 0.65 ? 'snoozed' : 'closed';
  const waiting = wanted === 'open' && random.chance(0.4);
  const assignee = waiting || ctx.agents.length === 0 ? null : random.pick(ctx.agents);
  // Without an agent a conversation cannot have been snoozed or closed: it stays open and waiting.
  const status = assignee ? wanted : 'open';
  const created = now - random.int(2, 29 * 24) * HOUR;
  const thread = new DemoThread(ctx, created, assignee);
  const topicIndex = random.int(0, USER_TOPICS.length - 1);
  const topic = USER_TOPICS[topicIndex] as (typeof USER_TOPICS)[number];
  let genericAt: Date | null = null;
  let rating: number | null = null;

  thread.add({ type: 'message', text: topic.opening, author: null, authorName: user.name, support: false, seen: assignee !== null });
  if (assignee) {
    const exchanges = random.int(1, 3);
    for (let e = 0; e < exchanges; e++) {
      const macroIndex = random.chance(0.3) ? random.int(0, DEMO_MACROS.length - 1) : -1;
      const replyText = macroIndex >= 0 ? (DEMO_MACROS[macroIndex] as { text: string }).text : random.pick(AGENT_REPLIES);
      const replyId = thread.add({ type: 'message', text: replyText, author: assignee, support: true });
      if (macroIndex >= 0) {
        genericAt = notAfterNow(ctx, thread.time);
        ctx.rows.macroUses.push([ctx.macroIds[macroIndex], replyId, assignee.id, genericAt]);
      }
      const seen = status !== 'open' || e < exchanges - 1 || random.chance(0.5);
      const followUp = thread.add({
        type: 'message',
        text: topic.followUps[e % topic.followUps.length] as string,
        author: null,
        authorName: user.name,
        support: false,
        seen,
      });
      if (topicIndex === SCREENSHOT_TOPIC && e === 0 && ctx.attachmentBudget > 0) {
        thread.attach(
          followUp,
          'screenshot.png',
          'image/png',
          'image',
          demoPng(48, 32, [random.int(40, 200), random.int(40, 200), random.int(40, 200)]),
        );
      }
    }
    if (topicIndex === RECEIPT_TOPIC && ctx.attachmentBudget > 0) {
      const receipt = thread.add({ type: 'message', text: 'Here is the receipt you asked for.', author: assignee, support: true });
      const pdf = demoPdf([
        'Gift card redemption receipt',
        `Reference ${random.int(100000, 999999)}`,
        `Amount: ${random.int(5, 50)}.00 USD`,
      ]);
      thread.attach(receipt, 'receipt.pdf', 'application/pdf', 'document', pdf);
    }
    if (random.chance(0.25)) thread.add({ type: 'note', text: random.pick(AGENT_NOTES), author: assignee, support: true });
  }
  let lastActivity = notAfterNow(ctx, thread.time);

  let snoozeUntil: Date | null = null;
  if (status === 'snoozed') {
    // Past the end of the demo day, so a snooze seeded at noon is still running in the evening.
    snoozeUntil = new Date(now + random.int(13, 72) * HOUR);
    thread.add({ type: 'event.conversation_snoozed', text: `Snoozed until ${snoozeUntil.toISOString()}`, author: assignee, support: true });
  }
  if (status === 'closed') {
    thread.add({ type: 'event.conversation_closed', text: 'Closed', author: assignee, support: true });
    if (type === 0 && random.chance(0.6)) {
      rating = random.int(1, 5);
      thread.add({
        type: 'rating',
        text: random.pick(RATING_COMMENTS),
        author: null,
        authorName: user.name,
        support: false,
        rating,
        seen: true,
      });
      lastActivity = notAfterNow(ctx, thread.time);
    }
  }
  const source = type === 0 ? random.pick(['android', 'ios', 'web']) : random.pick(['email', 'web']);
  const language = user.country ? (LANGUAGE_BY_COUNTRY[user.country] ?? 'en') : 'en';
  ctx.rows.conversations.push([
    thread.uuid,
    user.uuid,
    status,
    snoozeUntil,
    assignee?.id ?? null,
    type,
    rating,
    language,
    source,
    lastActivity,
    genericAt,
    new Date(created),
    notAfterNow(ctx, thread.time),
  ]);
}
