import { productRowActionCall, type ProductRowAction, type ResourceDef } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { useReloadingWrite, type WriteHandlers } from '../../../lib/api/use-write.ts';
import { listKeys } from '../../table/api/list-query.ts';

/** A row action of a growth table: the action, the row's key, and what it sets. */
export interface RowWrite {
  action: ProductRowAction;
  id: string;
  body?: Record<string, unknown>;
}

/** Runs a growth table's row action (the contract's call for it); the table reloads. */
export function useGrowthRowWrite(resource: ResourceDef | undefined, handlers: WriteHandlers) {
  return useReloadingWrite(
    resource ? listKeys.all(resource) : undefined,
    (w: RowWrite) => callApi(productRowActionCall(resource!, w.action), { params: { id: w.id }, body: w.body }),
    handlers,
  );
}
