import type { Queryable } from '../../types.ts';
import type { Random } from '../random.ts';
import { HOUR_MS, demoUuid, insertRows, minus } from './rows.ts';

/** Review status: 0 new, 1 problem, 2 review, 3 good, 4 perfect (specification 03, section 3). */
const STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [0, 20],
  [1, 30],
  [2, 20],
  [3, 20],
  [4, 10],
];
const REVIEW_UUID_NAMESPACE = 0x5e71e000;
/** One user with a long history, so the 99-entry cap of the history can be seen (user 1). */
const LONG_HISTORY_USER_ID = 1;
const LONG_HISTORY_ENTRIES = 120;

export interface ReviewAdmins {
  /** Review admins with status 0 or 1: the ones reviews are assigned to. */
  assignable: readonly number[];
  all: readonly number[];
}

function weighted(random: Random, weights: ReadonlyArray<readonly [number, number]>): number {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

interface HistoryRow {
  reviewUuid: string;
  userId: number;
  event: 'created' | 'status_changed' | 'reassigned';
  previous: number | null;
  status: number;
  assignee: number | null;
  admin: number | null;
  at: Date;
}

/**
 * About a third of the users are in the review queue, in every status, most assigned to a review
 * admin; each review's history walks from "new" to its current status, with a reassignment now and then.
 */
export async function seedReviews(tx: Queryable, random: Random, now: Date, admins: ReviewAdmins, scale: number): Promise<void> {
  const users = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users');
  const userCount = users.rows[0]?.n ?? 0;
  if (userCount === 0 || admins.assignable.length === 0) return;
  const reviewCount = Math.min(userCount, Math.round(userCount * 0.35), 20_000 * Math.max(1, scale));
  const stride = userCount / reviewCount;
  const reviewRows: unknown[][] = [];
  const history: HistoryRow[] = [];
  for (let i = 0; i < reviewCount; i += 1) {
    const userId = i === 0 ? LONG_HISTORY_USER_ID : 1 + Math.floor(i * stride);
    const uuid = demoUuid(REVIEW_UUID_NAMESPACE, i);
    const status = i === 0 ? 1 : weighted(random, STATUS_WEIGHTS);
    const open = status <= 2;
    const assignee = open && random.chance(0.2) ? null : random.pick(admins.assignable);
    const createdAt = minus(now, random.int(1, 30 * 24) * HOUR_MS + random.int(0, 59) * 60_000);
    const steps = i === 0 ? LONG_HISTORY_ENTRIES - 1 : status === 0 ? 0 : random.int(1, 3);
    history.push({ reviewUuid: uuid, userId, event: 'created', previous: null, status: 0, assignee, admin: null, at: createdAt });
    let previous = 0;
    let current = assignee;
    const span = now.getTime() - createdAt.getTime();
    for (let s = 1; s <= steps; s += 1) {
      const at = new Date(createdAt.getTime() + Math.floor((span * s) / (steps + 1)));
      if (s < steps && random.chance(0.25)) {
        const next = random.pick(admins.assignable);
        history.push({
          reviewUuid: uuid,
          userId,
          event: 'reassigned',
          previous,
          status: previous,
          assignee: next,
          admin: random.pick(admins.all),
          at,
        });
        current = next;
        continue;
      }
      const drawn = weighted(random, STATUS_WEIGHTS);
      const next = s === steps ? status : drawn === previous ? (drawn + 1) % 5 : drawn;
      history.push({
        reviewUuid: uuid,
        userId,
        event: 'status_changed',
        previous,
        status: next,
        assignee: current,
        admin: current ?? random.pick(admins.all),
        at,
      });
      previous = next;
    }
    const last = history[history.length - 1]!;
    const statusAdmin = status === 0 ? null : last.admin;
    reviewRows.push([uuid, userId, status, current, statusAdmin, createdAt, last.at, last.at]);
  }
  await insertRows(
    tx,
    'support.user_reviews',
    ['uuid', 'user_id', 'status', 'assignee_admin_id', 'status_admin_id', 'created_at', 'status_changed_at', 'updated_at'],
    reviewRows,
  );
  await insertRows(
    tx,
    'support.review_history',
    ['review_uuid', 'user_id', 'event', 'previous_status', 'status', 'assignee_admin_id', 'admin_id', 'created_at'],
    history.map((h) => [h.reviewUuid, h.userId, h.event, h.previous, h.status, h.assignee, h.admin, h.at]),
  );
}
