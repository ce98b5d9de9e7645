import { USER_DETAILS_CALL, type OfferBasic } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { entityKeys } from './entity-keys.ts';

/** GET /api/offer/:id/basic (specification 02, section 7: reads data.data). */
export function getOfferBasic(offerId: number | string, signal?: AbortSignal): Promise<OfferBasic> {
  return callApi(USER_DETAILS_CALL.offerBasic, { params: { id: offerId }, signal }).then((a) => a.data);
}

export const offerBasicQueryOptions = (offerId: number | string) =>
  queryOptions({
    queryKey: entityKeys.offerBasic(offerId),
    queryFn: ({ signal }) => getOfferBasic(offerId, signal),
  });

export function useOfferBasic(offerId: number | string) {
  return useQuery(offerBasicQueryOptions(offerId));
}
