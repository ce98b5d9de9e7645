/** Collects parameter values and hands out their placeholders, so values never enter SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * One value as a SQL literal, for the statements that take no parameters (COPY): numbers and text
 * quoted (the placeholder's cast types them, as it types a parameter), lists as ARRAY[...].
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return value.length === 0 ? "'{}'" : `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const text = String(value);
  if (text.includes('\0')) throw new Error('A SQL literal cannot hold a NUL character');
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? `E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** SqlParams that write each value into the SQL text as a literal (COPY takes no parameters); `values` stays empty. */
export class InlineSqlParams extends SqlParams {
  override add(value: unknown): string {
    return sqlLiteral(value);
  }
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" means the text itself. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
