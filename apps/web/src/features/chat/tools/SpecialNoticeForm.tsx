import { SPECIAL_NOTICE_STATUS, ZSpecialNoticeBody, type SpecialNotice } from '@bo/contract';
import { Button, Group, Stack, Switch, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { validateForm } from '../../../lib/form-validation.ts';
import { useSaveSpecialNotice } from './tool-mutations.ts';

/** Edits the special notice shown in the chat (status and text); saving toasts the server's message. */
export function SpecialNoticeForm({ notice }: { notice: SpecialNotice | null }) {
  const [shown, setShown] = useState(notice?.status === SPECIAL_NOTICE_STATUS.shown);
  const [text, setText] = useState(notice?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSpecialNotice();
  const submit = () => {
    const checked = validateForm(ZSpecialNoticeBody, { status: shown ? SPECIAL_NOTICE_STATUS.shown : SPECIAL_NOTICE_STATUS.hidden, text });
    setError(checked.ok ? undefined : checked.fields.text);
    if (checked.ok) save.mutate(checked.data);
  };
  return (
    <Stack gap="xs" role="region" aria-label="Special notice">
      <Title order={5}>Special notice</Title>
      <Switch label="Show the special notice" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
      <Textarea label="Notice text" autosize minRows={3} value={text} error={error} onChange={(e) => setText(e.currentTarget.value)} />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={save.isPending}>
          Save notice
        </Button>
      </Group>
    </Stack>
  );
}
