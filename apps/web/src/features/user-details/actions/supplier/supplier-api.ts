import { ZSupplierStatisticsAnswer, type SupplierBanInput, type SupplierStatistic } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../../lib/api/api-error.ts';
import { apiRequest } from '../../../../lib/api/client.ts';
import { toast } from '../../../../lib/toast.ts';

type Method = 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, body?: unknown): Promise<SupplierStatistic[]> =>
  apiRequest(path, { method, body, schema: ZSupplierStatisticsAnswer }).then((a) => a.data.supplier_statistics);

/** The supplier calls of specification 02, section 7; each answers the user's supplier statistics. */
export const supplierCalls = {
  ban: (userId: number, body: SupplierBanInput) => call('POST', `/api/user/${userId}/supplier-ban`, body),
  activate: (userId: number, supplierId: number) => call('PATCH', `/api/user/${userId}/supplier/${supplierId}/activate`),
  lift: (userId: number, supplierId: number) => call('DELETE', `/api/user/${userId}/ban/${supplierId}`),
  reset: (userId: number, supplierId: number) => call('POST', `/api/user/${userId}/reset-supplier/${supplierId}`),
};

/** One supplier action; on success the user is reloaded and `success` toasted; failures toasted unless a form shows them. */
export function useSupplierAction<A>(
  userId: number,
  action: (arg: A) => Promise<SupplierStatistic[]>,
  success: string,
  toastErrors = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: ['user-details', String(userId)] });
    },
    onError: (error) => toastErrors && !isQuietFailure(error) && toast.error(error),
  });
}
