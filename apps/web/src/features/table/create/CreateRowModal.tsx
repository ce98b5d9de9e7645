import { CREATE_MESSAGES, type ResourceDef } from '@bo/contract';
import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRow } from '../api/create-row.ts';
import { checkValues, emptyValues } from './create-form.ts';
import { FormActions } from '../../../components/FormActions.tsx';

/** "Textarea default ... 3 in forms" (specification 01, 9). */
const FORM_TEXTAREA_ROWS = 3;

/**
 * The 'Add Another' form: checked by the definition's schema before it is sent (and again by the
 * server). A saved row shows its message, reloads the table, and the form starts empty again with
 * the first field focused, ready for another; Close ends it. A refused save keeps what was typed.
 */
export function CreateRowModal({ def, opened, onClose }: { def: ResourceDef; opened: boolean; onClose: () => void }) {
  const create = def.create!;
  const [values, setValues] = useState(() => emptyValues(create));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const save = useCreateRow(def);

  const close = () => {
    setValues(emptyValues(create));
    setErrors({});
    setGeneral(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkValues(create, values);
    setErrors(invalid ?? {});
    setGeneral(null);
    if (invalid) return;
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setValues(emptyValues(create));
        firstField.current?.focus();
      },
      onError: (error) => {
        const split = formErrors(
          error,
          create.fields.map((f) => f.key),
        );
        setErrors(split.fields as Record<string, string>);
        setGeneral(split.general);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={CREATE_MESSAGES.title(create.entity)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.fields.map((field, index) => {
            const common = {
              label: field.label,
              required: field.required,
              value: values[field.key] ?? '',
              error: errors[field.key],
              onChange: (event: { currentTarget: { value: string } }) => {
                const next = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.key]: next }));
              },
            };
            return field.kind === 'textarea' ? (
              <Textarea key={field.key} {...common} rows={FORM_TEXTAREA_ROWS} />
            ) : (
              <TextInput key={field.key} {...common} ref={index === 0 ? firstField : undefined} data-autofocus={index === 0 || undefined} />
            );
          })}
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <FormActions submit="Save" onCancel={close} cancel="Close" busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
