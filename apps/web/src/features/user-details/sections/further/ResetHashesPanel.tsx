import { USER_DETAILS_EMPTY, type SupplierStatistic } from '@bo/contract';
import { formatDay } from '../../format.ts';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

interface HashRow {
  supplier: string;
  hash: string;
  external_id: string | null;
  status: 0 | 1;
  created_at: string;
}

const COLUMNS: readonly SimpleColumn<HashRow>[] = [
  { title: 'Supplier', cell: (r) => r.supplier },
  { title: 'Hash', cell: (r) => r.hash },
  { title: 'External ID', cell: (r) => r.external_id ?? '-' },
  { title: 'Status', cell: (r) => (r.status === 1 ? 'Active' : 'Inactive') },
  { title: 'Created', cell: (r) => formatDay(r.created_at) },
];

/** The user's hashes at the suppliers where they were reset (inactive ones are the resets). */
export function ResetHashesPanel({ suppliers }: { suppliers: readonly SupplierStatistic[] }) {
  const rows = suppliers.filter((s) => s.reset_hashes > 0).flatMap((s) => s.all_hashes.map((h) => ({ supplier: s.name, ...h })));
  return (
    <SimpleTable
      label="Reset hashes"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.supplier}-${r.hash}`}
      empty={USER_DETAILS_EMPTY.noData}
    />
  );
}
