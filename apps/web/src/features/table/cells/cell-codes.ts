import type { ResourceColumn, ResourceDef } from '@bo/contract';

export type CellCode = 'supplier' | 'offerProvider';

/** Offer provider id columns (their codes come from the contract's map, specification 01, 3). */
const OFFER_PROVIDER_COLUMNS: readonly string[] = ['offers.provider_id', 'offer_providers.id'];

/** Which code badge a cell shows beside its id: suppliers wherever a supplier id links, offer providers by column. */
export function cellCode(def: Pick<ResourceDef, 'name'>, column: Pick<ResourceColumn, 'key' | 'type' | 'link'>): CellCode | null {
  if (column.type === 'id' && column.link?.routeName === 'supplier_details') return 'supplier';
  if (OFFER_PROVIDER_COLUMNS.includes(`${def.name}.${column.key}`)) return 'offerProvider';
  return null;
}
