import { siblingCardCall, type Product, type SiblingUserBasicAnswer } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';

export type SiblingUserBasic = SiblingUserBasicAnswer['data'];

/** A sibling app's user card, under that app's project. */
export const siblingUserKeys = {
  basic: (product: Product, userId: number | string) => [product.project, 'user', String(userId), 'basic'] as const,
};

/** GET /api/{project}/user/:id/basic: a sibling app's user card (specification 02, section 7). */
export function useSiblingUserBasic(product: Product, userId: number | string) {
  return useQuery({
    queryKey: siblingUserKeys.basic(product, userId),
    queryFn: ({ signal }) => callApi(siblingCardCall(product), { params: { id: userId }, signal }).then((a) => a.data),
  });
}
