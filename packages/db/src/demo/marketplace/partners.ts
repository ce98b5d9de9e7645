import type { Queryable } from '../../types.ts';
import {
  DEMO_BUYER_NAMES,
  DEMO_CONFIGS,
  DEMO_OFFER_PROVIDERS,
  DEMO_PUBLISHERS,
  DEMO_QUESTIONS,
  DEMO_SUPPLIERS,
  TRAFFIC_SUPPLIER_IDS,
} from './reference.ts';

/** `$1, $2, ...` placeholders of a multi-row VALUES list. */
export function valuesList(rowCount: number, columnCount: number): string {
  return Array.from(
    { length: rowCount },
    (_, r) => `(${Array.from({ length: columnCount }, (_, c) => `$${r * columnCount + c + 1}`).join(', ')})`,
  ).join(', ');
}

async function insertRows(tx: Queryable, head: string, rows: unknown[][]): Promise<void> {
  const width = rows[0]?.length ?? 0;
  if (width === 0) return;
  await tx.query(`${head} VALUES ${valuesList(rows.length, width)}`, rows.flat());
}

const BUYERS_PER_SUPPLIER = 4;

/** Suppliers, their buyers, publishers, offer providers, questions and configs: small fixed tables. */
export async function seedPartners(tx: Queryable, now: Date): Promise<void> {
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);
  await insertRows(
    tx,
    'INSERT INTO admin.suppliers (id, name, status, created_at)',
    DEMO_SUPPLIERS.map((s) => [s.id, s.name, s.status, daysAgo(900 - s.id)]),
  );
  const buyers = TRAFFIC_SUPPLIER_IDS.flatMap((supplierId, s) =>
    Array.from({ length: BUYERS_PER_SUPPLIER }, (_, k) => [
      supplierId,
      `B${supplierId * 1000 + (k + 1) * 37}`,
      DEMO_BUYER_NAMES[(s * 5 + k * 3) % DEMO_BUYER_NAMES.length],
      daysAgo(600 - s * 10 - k),
    ]),
  );
  await insertRows(tx, 'INSERT INTO admin.supplier_buyers (supplier_id, supplier_buyer_id, supplier_buyer_name, created_at)', buyers);
  await insertRows(
    tx,
    'INSERT INTO admin.publishers (name, contact_email, revenue_share, status, created_at)',
    DEMO_PUBLISHERS.map((p, i) => [p.name, p.email, p.share, p.status, daysAgo(800 - i * 40)]),
  );
  // Each app but the core one is brought by the publisher named after it (Prime Opinion Media: Prime Opinion).
  await tx.query(`UPDATE core.apps a SET publisher_id = p.id FROM admin.publishers p WHERE NOT a.is_core AND p.name LIKE a.name || '%'`);
  // One publisher's app has its surveys stopped (Stop/Resume App Survey on /apps).
  await tx.query(`UPDATE core.apps SET surveys_running = false WHERE name = 'PollPocket'`);
  await insertRows(
    tx,
    'INSERT INTO admin.offer_providers (id, name, status, is_sync_active, created_at)',
    DEMO_OFFER_PROVIDERS.map((p) => [p.id, p.name, p.status, p.isSyncActive, daysAgo(700 - p.id)]),
  );
  await insertRows(
    tx,
    'INSERT INTO admin.questions (text, question_type, category, created_at)',
    DEMO_QUESTIONS.map((q, i) => [q.text, q.type, q.category, daysAgo(500 - i)]),
  );
  await insertRows(
    tx,
    'INSERT INTO admin.configs (key, value, description, updated_at, updated_by)',
    DEMO_CONFIGS.map((c, i) => [c.key, c.value, c.description, daysAgo(i * 3), null]),
  );
}
