import { FORM_MESSAGES, formRowId, type FilterOption, type ResourceDef } from '@bo/contract';
import { Alert, Modal, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/FormActions.tsx';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { ListRow } from '../api/list-rows.ts';
import { useFormOptions, useFormWrite } from '../api/form-writes.ts';
import { FormFieldInput } from './FormFieldInput.tsx';
import { checkForm, initialValues, type FormValue } from './form-values.ts';
import { editSchema } from '@bo/contract';

export interface ResourceFormModalProps {
  def: ResourceDef;
  /** The row being edited; none for 'Add Another'. */
  row: ListRow | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * A resource's create or edit form (issue 18), drawn from its definition and checked by its schema
 * before it is sent (the server checks the same). A created row shows its message and the form starts
 * empty again, first field focused, ready for another; a saved edit closes. A refused save keeps what
 * was typed, with the server's messages under the fields.
 */
export function ResourceFormModal({ def, row, opened, onClose }: ResourceFormModalProps) {
  const form = def.form!;
  const editing = row !== null;
  const schema = editing ? editSchema(form) : form.schema;
  const [values, setValues] = useState(() => initialValues(form.fields, row ?? undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const writes = useFormWrite(def);
  const hasServerOptions = form.fields.some((f) => f.options === 'server');
  const serverOptions = useFormOptions(def, opened && hasServerOptions);
  const busy = writes.create.isPending || writes.update.isPending;

  const close = () => {
    setValues(initialValues(form.fields));
    setErrors({});
    setGeneral(null);
    onClose();
  };
  const refused = (error: unknown) => {
    const split = formErrors(
      error,
      form.fields.map((f) => f.key),
    );
    setErrors(split.fields as Record<string, string>);
    setGeneral(split.general);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const checked = checkForm(schema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (editing) {
      writes.update.mutate(
        { id: formRowId(form, row), body: checked.body },
        {
          onSuccess: (answer) => {
            toast.success(answer.message);
            close();
          },
          onError: refused,
        },
      );
      return;
    }
    writes.create.mutate(checked.body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setValues(initialValues(form.fields));
        firstField.current?.focus();
      },
      onError: refused,
    });
  };

  const optionsOf = (options: (typeof form.fields)[number]['options']): readonly FilterOption[] =>
    options === 'server' ? [] : (options ?? []);
  const firstText = form.fields.find((f) => !(editing && f.createOnly))?.key;

  return (
    <Modal opened={opened} onClose={close} title={editing ? FORM_MESSAGES.editTitle(form.entity) : FORM_MESSAGES.title(form.entity)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {form.fields.map((field) => (
            <FormFieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? null}
              error={errors[field.key]}
              options={field.options === 'server' ? (serverOptions.data?.[field.key] ?? []) : optionsOf(field.options)}
              readOnly={editing && field.createOnly}
              inputRef={field.key === firstText ? firstField : undefined}
              onChange={(next: FormValue) => setValues((current) => ({ ...current, [field.key]: next }))}
            />
          ))}
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <FormActions submit="Save" onCancel={close} cancel={editing ? 'Cancel' : 'Close'} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
