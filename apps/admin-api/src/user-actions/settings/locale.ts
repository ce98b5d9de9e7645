import { SETTINGS_MESSAGES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable } from '@bo/server-kit';

/** Refuses codes that admin.languages does not hold, naming them. */
export async function requireLanguages(tx: Queryable, codes: readonly string[], field: string): Promise<void> {
  if (codes.length === 0) return;
  const { rows } = await tx.query<{ code: string }>('SELECT code FROM admin.languages WHERE code = ANY ($1::text[])', [codes]);
  const known = new Set(rows.map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0) throw unprocessable({ [field]: [SETTINGS_MESSAGES.languageUnknown(unknown)] });
}

/** Refuses a country that core.countries does not hold. */
export async function requireCountry(tx: Queryable, country: string): Promise<void> {
  const found = await tx.query('SELECT 1 FROM core.countries WHERE code = $1', [country]);
  if (found.rows.length === 0) throw unprocessable({ country: [SETTINGS_MESSAGES.countryUnknown(country)] });
}
