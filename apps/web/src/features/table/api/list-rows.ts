import type { ListResponse } from '@bo/contract';

export type ListRow = Record<string, unknown>;

/** "data (array, or object keyed by id)" (specification 01, 3): always rows, in the server's order. */
export function listRows(data: ListResponse['data'] | undefined): ListRow[] {
  if (!data) return [];
  if (Array.isArray(data)) return data;
  return Object.values(data).filter((row): row is ListRow => typeof row === 'object' && row !== null && !Array.isArray(row));
}
