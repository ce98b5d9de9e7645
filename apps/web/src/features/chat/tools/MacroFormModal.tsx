import { ZMacroBody, type Macro } from '@bo/contract';
import { Modal, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { validateForm } from '../../../lib/form-validation.ts';
import { useSaveMacro } from './tool-mutations.ts';
import { FormStack } from '../../../components/FormStack.tsx';
import { FormActions } from '../../../components/FormActions.tsx';

interface Props {
  /** The macro being edited; null creates a new one. */
  macro: Macro | null;
  opened: boolean;
  onClose: () => void;
}

/** Creates or updates a macro (Manage Macros); the server's 'Macro {title} successfully ...' is toasted. */
export function MacroFormModal({ macro, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={macro ? `Edit macro ${macro.title}` : 'New macro'} size="lg">
      {/* Keyed so reopening for another macro starts from that macro's values. */}
      {opened && <MacroForm key={macro?.uuid ?? 'new'} macro={macro} onDone={onClose} />}
    </Modal>
  );
}

function MacroForm({ macro, onDone }: { macro: Macro | null; onDone: () => void }) {
  const [title, setTitle] = useState(macro?.title ?? '');
  const [text, setText] = useState(macro?.text ?? '');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'text', string>>>({});
  const save = useSaveMacro(macro, onDone);
  const submit = () => {
    const checked = validateForm(ZMacroBody, { title, text });
    setErrors(checked.ok ? {} : checked.fields);
    if (checked.ok) save.mutate(checked.data);
  };
  return (
    <FormStack onSubmit={submit}>
      <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} />
      <Textarea
        label="Text"
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={errors.text}
      />
      <FormActions submit={macro ? 'Save macro' : 'Create macro'} onCancel={onDone} busy={save.isPending} />
    </FormStack>
  );
}
