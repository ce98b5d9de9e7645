import { STREAK_LENGTH_SETTING, productMoneyCall, streakLengthCall, type Product, type ResourceDef } from '@bo/contract';
import { callApi } from '../../../lib/api/call.ts';
import { useReloadingWrite, type WriteHandlers } from '../../../lib/api/use-write.ts';
import { listKeys } from '../../table/api/list-query.ts';

export type ClaimAction = 'confirm' | 'reject' | 'refund' | 'retry';

/** The call that saves a setting: the streak length (hc, po) has its own, top admins only; the others the page's. */
export const saveSettingCall = (product: Product, key: string) =>
  key === STREAK_LENGTH_SETTING ? streakLengthCall(product) : productMoneyCall(product, 'settings.update');

const saveSetting = (product: Product, key: string, body: { value: string }) =>
  key === STREAK_LENGTH_SETTING
    ? callApi(streakLengthCall(product), { body })
    : callApi(productMoneyCall(product, 'settings.update'), { params: { key }, body });

/** Pays a finished leaderboard period's prizes; the periods reload. */
export function usePayLeaderboard(product: Product, resource: ResourceDef, handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(resource),
    (id: number) => callApi(productMoneyCall(product, 'leaderboards.pay'), { params: { id } }),
    handlers,
  );
}

/** Saves a period's prizes; the periods reload before the form closes. */
export function useSaveLeaderboardPrizes(product: Product, resource: ResourceDef, boardId: number, handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(resource),
    (body: { prizes: number[] }) => callApi(productMoneyCall(product, 'leaderboards.prizes'), { params: { id: boardId }, body }),
    handlers,
  );
}

/** Saves one setting; the settings reload before the form closes. */
export function useSaveSetting(product: Product, resource: ResourceDef, key: string, handlers: WriteHandlers) {
  return useReloadingWrite(listKeys.all(resource), (body: { value: string }) => saveSetting(product, key, body), handlers);
}

/** Confirms, rejects, refunds or retries a claim; the claims reload. */
export function useClaimAction(product: Product, resource: ResourceDef, handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(resource),
    ({ action, id }: { action: ClaimAction; id: number }) => callApi(productMoneyCall(product, `claims.${action}`), { params: { id } }),
    handlers,
  );
}
