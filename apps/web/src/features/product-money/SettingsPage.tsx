import { STREAK_LENGTH_SETTING, ZSettingBody, productMoneyCall, streakLengthCall, type Product, type ResourceDef } from '@bo/contract';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { callApi } from '../../lib/api/call.ts';
import { formErrors } from '../../lib/api/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useAdmin } from '../auth/session-store.ts';
import { listKeys } from '../table/api/list-query.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { mayCall } from './may-call.ts';
import { useProductPage } from './product-page.ts';

export const SETTINGS_LABELS = { edit: 'Edit', title: (key: string) => `Edit setting ${key}`, value: 'Value' } as const;

/** The call that saves a setting: the streak length (hc, po) has its own, top admins only; the others the page's. */
const saveCall = (product: Product, key: string) =>
  key === STREAK_LENGTH_SETTING ? streakLengthCall(product) : productMoneyCall(product, 'settings.update');

const saveSetting = (product: Product, key: string, body: { value: string }) =>
  key === STREAK_LENGTH_SETTING
    ? callApi(streakLengthCall(product), { body })
    : callApi(productMoneyCall(product, 'settings.update'), { params: { key }, body });

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
    mayCall(admin, saveCall(product, String(row.key)).name) ? (
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
  const queryClient = useQueryClient();
  const key = String(row.key);
  const [value, setValue] = useState(String(row.value ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { value: string }) => saveSetting(product, key, body),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: listKeys.all(resource) });
      onClose();
    },
    onError: (failure) => {
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
