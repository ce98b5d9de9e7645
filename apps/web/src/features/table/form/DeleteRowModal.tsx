import { FORM_MESSAGES, formRowId, type ResourceDef } from '@bo/contract';
import { toast } from '../../../lib/toast.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { useFormWrite } from '../api/form-writes.ts';
import type { ListRow } from '../api/list-rows.ts';

/** Delete asks first (issue 18); a record other rows depend on is refused by the server, and its message shown. */
export function DeleteRowModal({ def, row, onClose }: { def: ResourceDef; row: ListRow | null; onClose: () => void }) {
  const form = def.form!;
  const { remove } = useFormWrite(def);
  const name = String(row?.[form.nameField] ?? '');
  return (
    <ConfirmModal
      opened={row !== null}
      title={FORM_MESSAGES.deleteTitle(form.entity)}
      text={FORM_MESSAGES.deleteConfirm(form.entity, name)}
      confirm="Delete"
      loading={remove.isPending}
      onConfirm={() =>
        row &&
        remove.mutate(formRowId(form, row), {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onClose();
          },
          onError: (error) => {
            toast.error(error);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
