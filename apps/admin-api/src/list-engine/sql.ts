/** Collects parameter values and hands out their placeholders, so values never enter SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" means the text itself. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
