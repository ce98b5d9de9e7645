import { CHAT_MESSAGES } from '@bo/contract';
import type { Db, Queryable } from '@bo/db';
import { forbidden, unprocessable } from '@bo/server-kit';

/** The codes chat is available in (core.countries' codes are char(2), trimmed for the answer). */
const selectedCountryCodes = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ code: string }>('SELECT code FROM chat.available_countries ORDER BY code')).rows.map((r) => r.code.trim());

/** Every country by name, with the codes chat is available in. */
export async function availableCountries(db: Queryable) {
  const { rows } = await db.query<{ code: string; name: string }>('SELECT code, name FROM core.countries ORDER BY name');
  return { data: rows.map((r) => ({ code: r.code.trim(), name: r.name })), selected_codes: await selectedCountryCodes(db) };
}

/** Team leads set the countries chat is available in (403 for anyone else, 422 naming unknown codes); answers the codes after. */
export async function saveAvailableCountries(db: Db, adminId: number, requested: readonly string[]): Promise<string[]> {
  const admin = await db.query<{ is_support_tl: boolean }>('SELECT is_support_tl FROM core.admins WHERE id = $1', [adminId]);
  if (!admin.rows[0]?.is_support_tl) throw forbidden(CHAT_MESSAGES.notSupportTeamLead);
  const codes = [...new Set(requested)];
  const known = await db.query<{ code: string }>('SELECT code FROM core.countries WHERE code = ANY($1::text[])', [codes]);
  const knownCodes = new Set(known.rows.map((r) => r.code.trim()));
  const unknown = codes.filter((c) => !knownCodes.has(c));
  if (unknown.length > 0) throw unprocessable({ codes: [CHAT_MESSAGES.unknownCountryCodes(unknown)] });
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM chat.available_countries WHERE NOT (code = ANY($1::text[]))', [codes]);
    await tx.query(
      `INSERT INTO chat.available_countries (code, updated_by) SELECT unnest($1::text[]), $2
       ON CONFLICT (code) DO NOTHING`,
      [codes, adminId],
    );
  });
  return selectedCountryCodes(db);
}
