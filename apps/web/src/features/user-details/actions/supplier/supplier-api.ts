import { STATUS_ACTION_CALL, type SupplierBanInput, type SupplierStatistic } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isQuietFailure } from '../../../../lib/api/api-error.ts';
import { callApi } from '../../../../lib/api/call.ts';
import { toast } from '../../../../lib/toast.ts';
import { userDetailsKeys } from '../../api/user-details.ts';

const statistics = (answer: Promise<{ data: { supplier_statistics: SupplierStatistic[] } }>): Promise<SupplierStatistic[]> =>
  answer.then((a) => a.data.supplier_statistics);

/** The supplier calls of specification 02, section 7; each answers the user's supplier statistics. */
export const supplierCalls = {
  ban: (userId: number, body: SupplierBanInput) => statistics(callApi(STATUS_ACTION_CALL.supplierBan, { params: { id: userId }, body })),
  activate: (userId: number, supplierId: number) =>
    statistics(callApi(STATUS_ACTION_CALL.supplierActivate, { params: { userId, supplierId } })),
  lift: (userId: number, supplierId: number) => statistics(callApi(STATUS_ACTION_CALL.supplierLift, { params: { userId, supplierId } })),
  reset: (userId: number, supplierId: number) => statistics(callApi(STATUS_ACTION_CALL.supplierReset, { params: { userId, supplierId } })),
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
      await queryClient.invalidateQueries({ queryKey: userDetailsKeys.details(userId) });
    },
    onError: (error) => toastErrors && !isQuietFailure(error) && toast.error(error),
  });
}
