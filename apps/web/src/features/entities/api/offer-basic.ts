import { ZOfferBasicAnswer, type OfferBasic } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** GET /api/offer/:id/basic (specification 02, section 7: reads data.data). */
export function getOfferBasic(offerId: number | string, signal?: AbortSignal): Promise<OfferBasic> {
  return api.get(`/api/offer/${encodeURIComponent(offerId)}/basic`, { schema: ZOfferBasicAnswer, signal }).then((a) => a.data);
}

export const offerBasicQueryOptions = (offerId: number | string) =>
  queryOptions({
    queryKey: ['offer', String(offerId), 'basic'] as const,
    queryFn: ({ signal }) => getOfferBasic(offerId, signal),
  });

export function useOfferBasic(offerId: number | string) {
  return useQuery(offerBasicQueryOptions(offerId));
}
