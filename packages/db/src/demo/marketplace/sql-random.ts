/**
 * Deterministic pseudo-random SQL expressions for set-based demo inserts (INSERT ... SELECT FROM
 * generate_series). hashint8extended is arithmetic on the integer, so every machine and both
 * engines (PostgreSQL, PGlite) produce the same rows; a different `salt` gives an independent stream.
 */

/** A number in [0, 1) for row expression `row` (e.g. `g`) and stream `salt`. */
export const sqlRandom = (row: string, salt: number): string =>
  `((hashint8extended((${row})::bigint, ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** A whole number in [min, max]. */
export const sqlInt = (row: string, salt: number, min: number, max: number): string =>
  `(${min} + floor(${sqlRandom(row, salt)} * ${max - min + 1}))::int`;

/** A money amount in [min, max) with 2 decimals. */
export const sqlMoney = (row: string, salt: number, min: number, max: number): string =>
  `round((${min} + ${sqlRandom(row, salt)} * ${max - min})::numeric, 2)`;

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** One of `items`, uniformly. */
export const sqlPick = (row: string, salt: number, items: readonly (string | number)[]): string =>
  `(ARRAY[${items.map((item) => (typeof item === 'number' ? String(item) : quote(item))).join(', ')}])[1 + floor(${sqlRandom(row, salt)} * ${items.length})::int]`;

/**
 * One of `choices` with the given whole-number weights: each value repeated weight times in one
 * constant array, indexed by a single draw (one hash per row, however many choices).
 */
export const sqlWeighted = (row: string, salt: number, choices: ReadonlyArray<readonly [string | number, number]>): string => {
  const expanded = choices.flatMap(([value, weight]) => {
    if (!Number.isInteger(weight) || weight < 0) throw new Error(`sqlWeighted needs whole-number weights, got ${weight}`);
    return Array.from({ length: weight }, () => value);
  });
  if (expanded.length === 0) throw new Error('sqlWeighted needs at least one choice');
  return sqlPick(row, salt, expanded);
};
