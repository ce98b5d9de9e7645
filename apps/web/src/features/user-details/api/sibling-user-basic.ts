import { ZSiblingUserBasicAnswer, type Product, type SiblingUserBasicAnswer } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export type SiblingUserBasic = SiblingUserBasicAnswer['data'];

/** GET /api/{project}/user/:id/basic: a sibling app's user card (specification 02, section 7). */
export function useSiblingUserBasic(product: Product, userId: number | string) {
  return useQuery({
    queryKey: [product.project, 'user', String(userId), 'basic'] as const,
    queryFn: ({ signal }) =>
      api
        .get(`/api/${product.project}/user/${encodeURIComponent(userId)}/basic`, { schema: ZSiblingUserBasicAnswer, signal })
        .then((a) => a.data),
  });
}
