import { DEMO_USER_NOTES, EMAIL_DOMAINS, USER_FIRST_NAMES, USER_LAST_NAMES } from './texts.ts';
import { DAY, HOUR, demoUuid, type ChatDemoContext } from './context.ts';
import { buildConversation } from './conversation.ts';

/** Streaks exist in hey-cash (18) and prime-opinion (13) (specification 01: streak length hc, po). */
const STREAK_APP_IDS = [13, 18];
const STREAK_NAMES = ['daily_login', 'daily_survey'];

/** One app user who contacted support: 1 to 3 conversations, sometimes a staff note, streaks where the app has them. */
export function buildUser(ctx: ChatDemoContext, appId: number, countries: readonly string[], takenIds: Set<string>): void {
  const { random, now } = ctx;
  const isAppUser = random.chance(0.9);
  const nextExternalId = (): string => (isAppUser ? String(random.int(10_000, 999_999)) : `guest-${random.int(1000, 9999)}`);
  let externalId = nextExternalId();
  while (takenIds.has(externalId)) externalId = nextExternalId();
  takenIds.add(externalId);
  const first = random.pick(USER_FIRST_NAMES);
  const last = random.pick(USER_LAST_NAMES);
  const user = { uuid: demoUuid(random), name: `${first} ${last}`, country: countries.length > 0 ? random.pick(countries) : null };
  ctx.rows.users.push([
    user.uuid,
    appId,
    externalId,
    isAppUser,
    isAppUser && random.chance(0.7) ? random.int(1, 400) : null,
    user.name,
    `${first}.${last}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`.toLowerCase(),
    user.country,
    new Date(now - random.int(30, 400) * DAY),
  ]);

  if (random.chance(0.3)) {
    const author = ctx.agents.length > 0 ? random.pick(ctx.agents) : null;
    const at = new Date(now - random.int(1, 20) * DAY);
    ctx.rows.userNotes.push([
      demoUuid(random),
      appId,
      externalId,
      random.pick(DEMO_USER_NOTES),
      author?.id ?? null,
      author?.name ?? null,
      at,
    ]);
  }
  if (STREAK_APP_IDS.includes(appId)) {
    for (const name of STREAK_NAMES) {
      const current = random.int(0, 40);
      const lastActivity = new Date(now - random.int(1, 30) * HOUR);
      const renewal = random.chance(0.6) ? new Date(lastActivity.getTime() - random.int(0, 3) * DAY) : null;
      ctx.rows.streaks.push([
        appId,
        externalId,
        name,
        current,
        current + random.int(0, 30),
        current > 0 ? new Date(now - current * DAY) : null,
        lastActivity,
        renewal,
      ]);
    }
  }
  const conversations = random.int(1, 3);
  for (let c = 0; c < conversations; c++) buildConversation(ctx, user);
}
