import {
  HIGH_RISK_PAIR_CALLS,
  PUBLISHER_PAYMENT_CALLS,
  publisherPaymentsResource,
  SUPPLIER_STATEMENT_CALLS,
  type HighRiskPair,
  type PublisherPaymentFromBalance,
  type SupplierStatementUpdate,
} from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { useReloadingWrite, type WriteHandlers } from '../../../lib/api/use-write.ts';
import { toast } from '../../../lib/toast.ts';
import { listKeys } from '../../table/api/list-query.ts';
import { reportKeys } from './report-query.ts';

type Answered = Promise<{ message: string }>;

/** Marks a pending publisher payment paid or failed; the payments reload. */
export function useSetPublisherPaymentStatus() {
  return useReloadingWrite(listKeys.all(publisherPaymentsResource), ({ id, status }: { id: number; status: 'paid' | 'failed' }): Answered =>
    callApi(PUBLISHER_PAYMENT_CALLS.setStatus, { params: { id }, body: { status } }),
  );
}

/** Creates a payment from a month's balance; the payments reload. */
export function useCreatePublisherPayment(handlers: WriteHandlers) {
  return useReloadingWrite(
    listKeys.all(publisherPaymentsResource),
    (body: PublisherPaymentFromBalance): Answered => callApi(PUBLISHER_PAYMENT_CALLS.fromBalance, { body }),
    handlers,
  );
}

/** Saves a supplier-month's statement; the Supplier Statement report reloads before the form closes. */
export function useSaveSupplierStatement(params: { supplierId: number; month: string }, handlers: WriteHandlers) {
  return useReloadingWrite(
    reportKeys.report('supplier_statement'),
    (body: SupplierStatementUpdate): Answered => callApi(SUPPLIER_STATEMENT_CALLS.update, { params, body }),
    handlers,
  );
}

/** Unmarks a high-risk profiling answer pair; the report reloads. */
export function useUnmarkHighRiskPair(report: string | undefined) {
  return useReloadingWrite(reportKeys.report(report), (pair: { first: number; second: number }): Answered =>
    callApi(HIGH_RISK_PAIR_CALLS.unmark, { params: pair }),
  );
}

const PAIR_FIELDS = ['first_answer_id', 'second_answer_id'] as const;

/**
 * Marks a profiling answer pair high-risk; the report reloads meanwhile (the form is free again at
 * once). A failure that is no field's is toasted; the field ones sit under their field (pairErrors).
 */
export function useMarkHighRiskPair(report: string, onMarked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HighRiskPair): Answered => callApi(HIGH_RISK_PAIR_CALLS.mark, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onMarked();
      void queryClient.invalidateQueries({ queryKey: reportKeys.report(report) });
    },
    onError: (error) => {
      const { general } = formErrors(error, PAIR_FIELDS);
      if (general) toast.error(general);
    },
  });
}

/** A mark's failures under the two answer id fields. */
export const pairErrors = (error: Error | null) => (error ? formErrors(error, PAIR_FIELDS).fields : {});
