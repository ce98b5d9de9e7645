import { SUPPLIER_BAN_TYPES, USER_DETAILS_EMPTY, type SupplierBanRow, type SupplierStatistic } from '@bo/contract';
import { formatDay } from '../../format.ts';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

const COLUMNS: readonly SimpleColumn<SupplierBanRow>[] = [
  { title: 'Supplier', cell: (r) => r.supplier },
  { title: 'Type', cell: (r) => SUPPLIER_BAN_TYPES[r.type] ?? String(r.type) },
  { title: 'Reasons', cell: (r) => r.reasons ?? '-' },
  { title: 'Created', cell: (r) => formatDay(r.created_at) },
  { title: 'Until', cell: (r) => (r.end_at ? formatDay(r.end_at) : 'Indefinite') },
  { title: 'Lifted', cell: (r) => (r.lifted_at ? formatDay(r.lifted_at) : '-') },
];

/** Every supplier ban and disable of the user, lifted ones included, newest first (section 2, item 15). */
export function SupplierBansPanel({ suppliers }: { suppliers: readonly SupplierStatistic[] }) {
  const rows = suppliers
    .flatMap((s) => s.user_bans.map((b) => ({ ...b, supplier: s.name })))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return <SimpleTable label="Supplier bans" columns={COLUMNS} rows={rows} rowKey={(r) => String(r.id)} empty={USER_DETAILS_EMPTY.noData} />;
}
