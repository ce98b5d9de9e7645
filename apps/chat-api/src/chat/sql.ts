/** LIKE treats % and _ as wildcards: a search for "50%" means the text itself. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A database timestamp (Date from pg and PGlite, or text) as ISO 8601 UTC. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
