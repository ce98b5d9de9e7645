import { reportByRoute, supplierReconciliationImportsResource } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdmin } from '../auth/session-store.ts';
import { canCall } from '../table/call-permissions.ts';
import { ImportButton } from '../table/ImportButton.tsx';
import { defaultListState } from '../table/state/list-state.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { reportKeys } from './api/report-query.ts';
import { ReportScreen } from './ReportScreen.tsx';

export const SUPPLIER_RECONCILIATION_LABELS = { import: 'Import CSV' } as const;

/**
 * /supplier-reconciliations: the report, plus the page holders' import of a supplier's reconciliation
 * file (supplier id and click id or supplier transaction id per row): a preview of what it changes (matched, already reconciled,
 * unmatched), then the write; the report reloads after it.
 */
export default function SupplierReconciliationsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const queryClient = useQueryClient();
  const def = reportByRoute('supplier_reconciliations')!;
  const importState = useMemo(() => defaultListState(supplierReconciliationImportsResource), []);
  const actions = canCall(admin, supplierReconciliationImportsResource, 'import') && (
    <ImportButton
      def={supplierReconciliationImportsResource}
      state={importState}
      label={SUPPLIER_RECONCILIATION_LABELS.import}
      onImported={() => void queryClient.invalidateQueries({ queryKey: reportKeys.report(def.name) })}
    />
  );
  return <ReportScreen def={def} title={route?.title} actions={actions} />;
}
