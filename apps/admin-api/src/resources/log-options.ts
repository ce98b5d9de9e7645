/**
 * The distinct values of an indexed column as filter options, read by a skip scan (one index probe
 * per value) so a log of millions of rows answers as fast as a log of ten. `table` and `column` are
 * ours, never a request's.
 */
export const distinctOptions = (table: string, column: string): string =>
  `WITH RECURSIVE v AS (
     SELECT min(${column}) AS value FROM ${table}
     UNION ALL
     SELECT (SELECT min(${column}) FROM ${table} WHERE ${column} > v.value) FROM v WHERE v.value IS NOT NULL
   ) SELECT value, value AS label FROM v WHERE value IS NOT NULL`;
