import {
  reportByRoute,
  STATEMENT_STATUSES,
  STATEMENT_SUPPLIERS,
  ZSupplierStatementUpdate,
  type SupplierStatementUpdate,
} from '@bo/contract';
import { Button, Modal, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { FormStack } from '../../components/FormStack.tsx';
import { validateForm } from '../../lib/form-validation.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { showSubmitErrors } from '../user-status/submit-errors.ts';
import { useSaveSupplierStatement } from './api/report-writes.ts';
import { ReportScreen } from './ReportScreen.tsx';

export const STATEMENT_LABELS = {
  edit: 'Edit',
  title: (supplier: string, month: string) => `Statement of ${supplier}, ${month}`,
  reported: 'Supplier-Reported $',
  perBuyer: 'The sum of its buyer lines',
  status: 'Status',
  invoice: 'Invoice No.',
  save: 'Save',
} as const;

type Field = keyof SupplierStatementUpdate;
const FIELDS: readonly Field[] = ['reported_amount', 'status', 'invoice_no'];
const PER_BUYER: readonly number[] = Object.values(STATEMENT_SUPPLIERS);

/** /supplier-statement: the report, and on each supplier-month the page holders' Edit (reported amount, status, invoice). */
export default function SupplierStatementPage() {
  const route = useCurrentRoute();
  const def = reportByRoute('supplier_statement')!;
  const [editing, setEditing] = useState<ListRow | null>(null);
  return (
    <>
      <ReportScreen
        def={def}
        title={route?.title}
        rowExtra={(row) =>
          row.supplier_id && row.period ? (
            <Button size="compact-xs" variant="light" onClick={() => setEditing(row)}>
              {STATEMENT_LABELS.edit}
            </Button>
          ) : null
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? STATEMENT_LABELS.title(String(editing.supplier), String(editing.period).slice(0, 7)) : ''}
      >
        {editing && <StatementForm row={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function StatementForm({ row, onDone }: { row: ListRow; onDone: () => void }) {
  const perBuyer = PER_BUYER.includes(Number(row.supplier_id));
  const [values, setValues] = useState({
    reported_amount: row.reported === null || row.reported === undefined ? '' : String(row.reported),
    status: typeof row.statement_status === 'string' ? row.statement_status : 'open',
    invoice_no: typeof row.invoice_no === 'string' ? row.invoice_no : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const params = { supplierId: Number(row.supplier_id), month: String(row.period).slice(0, 7) };
  const save = useSaveSupplierStatement(params, { onReloaded: onDone, onFailed: (e) => showSubmitErrors(e, FIELDS, setErrors) });
  const submit = () => {
    const body = {
      // A per-buyer supplier's amount is its lines': left out, the server keeps it.
      reported_amount: perBuyer ? undefined : values.reported_amount === '' ? null : Number(values.reported_amount),
      status: values.status,
      invoice_no: values.invoice_no === '' ? null : values.invoice_no,
    };
    const checked = validateForm(ZSupplierStatementUpdate, body);
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    save.mutate(checked.data);
  };
  return (
    <FormStack onSubmit={submit}>
      <NumberInput
        label={STATEMENT_LABELS.reported}
        description={perBuyer ? STATEMENT_LABELS.perBuyer : undefined}
        disabled={perBuyer}
        value={values.reported_amount}
        onChange={(v) => setValues((c) => ({ ...c, reported_amount: String(v) }))}
        decimalScale={2}
        allowNegative={false}
        hideControls
        error={errors.reported_amount}
      />
      <Select
        label={STATEMENT_LABELS.status}
        data={[...STATEMENT_STATUSES]}
        value={values.status}
        onChange={(v) => setValues((c) => ({ ...c, status: v ?? 'open' }))}
        error={errors.status}
        withAsterisk
      />
      <TextInput
        label={STATEMENT_LABELS.invoice}
        value={values.invoice_no}
        onChange={(e) => {
          const invoice = e.currentTarget.value;
          setValues((c) => ({ ...c, invoice_no: invoice }));
        }}
        error={errors.invoice_no}
      />
      <FormActions submit={STATEMENT_LABELS.save} onCancel={onDone} busy={save.isPending} />
    </FormStack>
  );
}
