/** Option lists shared by several resources' filterData (value, label). */
export const OPTIONS_SQL = {
  suppliers: `SELECT id AS value, name || ' (' || id || ')' AS label FROM admin.suppliers ORDER BY name, id`,
  countries: `SELECT code AS value, name AS label FROM core.countries ORDER BY name`,
  apps: `SELECT id AS value, name AS label FROM core.apps ORDER BY name, id`,
  offerProviders: `SELECT id AS value, name AS label FROM admin.offer_providers ORDER BY name, id`,
  admins: `SELECT id AS value, name AS label FROM core.admins ORDER BY name, id`,
  questions: `SELECT id AS value, id || ': ' || text AS label FROM admin.questions ORDER BY id`,
} as const;

/** A yes/no select (1 / 0) over a boolean column. */
export const booleanFilter = (column: string) => ({ where: (p: string) => `${column} = (${p} = 1)` });
