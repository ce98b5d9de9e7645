import { ZSettingBody, type Product, type ResourceDef } from '@bo/contract';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { formErrors } from '../../lib/api/form-errors.ts';
import { useAdmin } from '../auth/session-store.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { saveSettingCall, useSaveSetting } from './api/product-money-writes.ts';
import { mayCall } from './may-call.ts';
import { useProductPage } from './product-page.ts';

export const SETTINGS_LABELS = { edit: 'Edit', title: (key: string) => `Edit setting ${key}`, value: 'Value' } as const;

/** /{p}-settings: the product's key/value settings, each edited in a form by those the grants let save it. */
export default function SettingsPage() {
  const page = useProductPage();
  if (!page) return null;
  return <SettingsScreen key={page.resource.name} {...page} />;
}

function SettingsScreen({ product, resource, title }: { product: Product; resource: ResourceDef; title: string }) {
  const admin = useAdmin();
  const [editing, setEditing] = useState<ListRow | null>(null);
  const rowActions = (row: ListRow) =>
    mayCall(admin, saveSettingCall(product, String(row.key)).name) ? (
      <Button size="compact-xs" variant="light" onClick={() => setEditing(row)}>
        {SETTINGS_LABELS.edit}
      </Button>
    ) : null;
  return (
    <>
      <TableScreen resource={resource} title={title} rowActions={rowActions} />
      {editing && (
        <SettingForm key={String(editing.key)} product={product} resource={resource} row={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function SettingForm({ product, resource, row, onClose }: { product: Product; resource: ResourceDef; row: ListRow; onClose: () => void }) {
  const key = String(row.key);
  const [value, setValue] = useState(String(row.value ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSetting(product, resource, key, {
    onReloaded: onClose,
    onFailed: (failure) => {
      const split = formErrors(failure, ['value']);
      setError(split.fields.value ?? split.general);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZSettingBody.safeParse({ value });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(checked.data);
  };
  return (
    <Modal opened onClose={onClose} title={SETTINGS_LABELS.title(key)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {row.description ? <Text size="sm">{String(row.description)}</Text> : null}
          <TextInput
            label={SETTINGS_LABELS.value}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <FormActions submit="Save" onCancel={onClose} cancel="Cancel" busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
