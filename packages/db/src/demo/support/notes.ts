import type { Queryable } from '../../types.ts';
import type { Random } from '../random.ts';
import { HOUR_MS, demoUuid, insertRows, minus } from './rows.ts';

const NOTE_UUID_NAMESPACE = 0x407e5000;

/** What support staff write about a user; ids with a prefix become badges (specification 03, note badges). */
const NOTE_TEMPLATES: readonly ((r: Random) => string)[] = [
  (r) => `Asked for missing credit on s${r.int(1, 300)}; click found, credited manually.`,
  (r) => `Same device as ps${r.int(1, 400)} — both accounts on hold until KYC is done.`,
  () => 'User confirmed the e-mail change by replying from the old address.',
  (r) => `Complained about screen-outs on s${r.int(1, 300)} and s${r.int(1, 300)}; explained qualification rules.`,
  (r) => `Offer o${r.int(1, 120)} event missing after 48h, forwarded to the provider.`,
  () => 'Warned about speeding through surveys. Next time: review status problem.',
  (r) => `Linked HeyCash account hc${r.int(1000, 9999)} belongs to the same person.`,
  () => 'Payout delayed: PayPal address did not match the account name.',
  (r) => `VPN detected on ${r.int(2, 9)} logins this week; user says it is a company network.`,
  () => 'Called back, polite, asked to keep protection until the reconciliation is done.',
  (r) => `Duplicate of fs${r.int(10000, 99999)} (same phone number).`,
  () => 'Reviewed open ends: genuine answers, no copy/paste.',
];

/**
 * Support notes on a fifth of the users, one to eight each; user 1 gets a dozen so the notes panel
 * shows its "All (n)" button.
 */
export async function seedNotes(tx: Queryable, random: Random, now: Date, adminIds: readonly number[]): Promise<void> {
  const users = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users');
  const userCount = users.rows[0]?.n ?? 0;
  if (userCount === 0 || adminIds.length === 0) return;
  const notedUsers = Math.min(userCount, Math.max(1, Math.round(userCount / 5)), 20_000);
  const rows: unknown[][] = [];
  let n = 0;
  for (let i = 0; i < notedUsers; i += 1) {
    const userId = i === 0 ? 1 : 1 + Math.floor((i * userCount) / notedUsers);
    const count = i === 0 ? 12 : random.int(1, 8);
    for (let k = 0; k < count; k += 1) {
      const text = random.pick(NOTE_TEMPLATES)(random);
      rows.push([demoUuid(NOTE_UUID_NAMESPACE, n), userId, random.pick(adminIds), text, minus(now, random.int(1, 120 * 24) * HOUR_MS)]);
      n += 1;
    }
  }
  await insertRows(tx, 'support.user_notes', ['uuid', 'user_id', 'admin_id', 'text', 'created_at'], rows);
}
