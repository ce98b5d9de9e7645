import { CREDIT_ACTION_CALL, USER_DETAILS_MESSAGES as M } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/call.ts';
import { toast } from '../../../../lib/toast.ts';
import { userPanelKeys } from '../../api/panels.ts';

/**
 * POST /api/offer-events/:id/credit-now and /hide (specification 02, sections 7 and 8). Either way the
 * user's offers are read again so the event shows its new state.
 */
export function useOfferEventActions(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userPanelKeys.offerDetails(String(userId)) });
  const creditNow = useMutation({
    mutationFn: (eventId: number) => callApi(CREDIT_ACTION_CALL.offerEventCreditNow, { params: { id: eventId } }),
    onSuccess: async (answer) => {
      // The toast only when a credit date came back (section 8).
      if (answer.credit_date) toast.success(M.creditUpdated);
      await refresh();
    },
    onError: () => toast.error(M.creditUpdateFailed),
  });
  const hide = useMutation({
    mutationFn: (eventId: number) => callApi(CREDIT_ACTION_CALL.offerEventHide, { params: { id: eventId } }),
    onSuccess: async () => {
      toast.success(M.hidden);
      await refresh();
    },
    onError: () => toast.error(M.hideFailed),
  });
  return { creditNow, hide };
}
