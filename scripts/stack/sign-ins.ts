import { DEMO_ADMINS, DEMO_PASSWORD, demoAdminEmail, type Db } from '@bo/db';

/** The demo sign-ins present in the database, as a text table: e-mail, password, what each admin can do. */
export async function demoSignInTable(db: Db): Promise<string> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM core.admins WHERE email LIKE '%@demo.test'`);
  const present = new Set(rows.map((r) => r.id));
  const lines = DEMO_ADMINS.filter((a) => present.has(a.id)).map((a) => [demoAdminEmail(a.id), DEMO_PASSWORD, a.about]);
  if (lines.length === 0) return '';
  const header = ['E-mail', 'Password', 'What this admin can do'];
  const widths = [0, 1].map((col) => Math.max(header[col]!.length, ...lines.map((l) => l[col]!.length)));
  const format = (cells: string[]): string => `  ${cells[0]!.padEnd(widths[0]!)}  ${cells[1]!.padEnd(widths[1]!)}  ${cells[2]}`;
  return ['Demo sign-ins:', format(header), format(header.map((h) => '-'.repeat(h.length))), ...lines.map(format)].join('\n');
}
