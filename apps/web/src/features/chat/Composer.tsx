import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, CHAT_MESSAGES, SENDABLE_MESSAGE_TYPES, type Macro } from '@bo/contract';
import { Button, CloseButton, FileButton, Group, SegmentedControl, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { MacroPicker } from './tools/MacroPicker.tsx';

export interface Draft {
  text: string;
  type: (typeof SENDABLE_MESSAGE_TYPES)[number];
  translate: boolean;
  files: File[];
  /** The macros whose text the reply still holds (sent as macro_uuid[] for the usage count). */
  macroUuids: string[];
}

/** Client-side checks of the attachment limits; the server checks again and its errors are toasted. */
export function attachmentProblems(files: readonly File[]): string[] {
  const problems = files.filter((f) => f.size > ATTACHMENT_MAX_BYTES).map((f) => CHAT_MESSAGES.attachmentTooLarge(f.name));
  if (files.length > ATTACHMENT_MAX_FILES) problems.push(CHAT_MESSAGES.tooManyAttachments);
  return problems;
}

/** The text with a macro's text added on a line of its own. */
export const withMacroText = (text: string, macro: Pick<Macro, 'text'>): string =>
  text.trim() === '' ? macro.text : `${text.trimEnd()}\n${macro.text}`;

/** The picked macros still present in the text: a macro whose text was deleted again was not used. */
export const usedMacroUuids = (text: string, picked: readonly Pick<Macro, 'uuid' | 'text'>[]): string[] => [
  ...new Set(picked.filter((m) => text.includes(m.text.trim())).map((m) => m.uuid)),
];

/** An empty message with no attachment is not sent (spec 03 §2). */
export const isSendable = (draft: Pick<Draft, 'text' | 'files'>): boolean => draft.text.trim() !== '' || draft.files.length > 0;

/** The reply box: text, type (message or internal note), translate, attachments by picker or drop. */
export function Composer({ onSend }: { onSend: (draft: Draft) => void }) {
  const [text, setText] = useState('');
  const [type, setType] = useState<Draft['type']>('message');
  const [translate, setTranslate] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [macros, setMacros] = useState<Macro[]>([]);

  const addFiles = (added: File[]) => {
    const next = [...files, ...added];
    const problems = attachmentProblems(next);
    if (problems.length > 0) {
      toast.error(problems.join('\n'));
      return;
    }
    setFiles(next);
  };
  const send = () => {
    if (!isSendable({ text, files })) return;
    const sent = text.trim();
    onSend({ text: sent, type, translate, files, macroUuids: usedMacroUuids(sent, macros) });
    setText('');
    setFiles([]);
    setMacros([]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <Stack gap={4} onDragOver={(e) => e.preventDefault()} onDrop={onDrop} aria-label="Composer" role="group">
      <Textarea
        aria-label="Message"
        placeholder={type === 'note' ? 'Internal note (the user does not see it)' : 'Type a reply, or drop files here'}
        autosize
        minRows={2}
        maxRows={8}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
      />
      {files.length > 0 && (
        <Group gap={4}>
          {files.map((f, i) => (
            <Group key={`${f.name}-${i}`} gap={2}>
              <Text size="xs">{f.name}</Text>
              <CloseButton size="xs" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))} />
            </Group>
          ))}
        </Group>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Message type"
            value={type}
            onChange={(v) => setType(v as Draft['type'])}
            data={[
              { value: 'message', label: 'Message' },
              { value: 'note', label: 'Internal note' },
            ]}
          />
          <Switch size="xs" label="Translate" checked={translate} onChange={(e) => setTranslate(e.currentTarget.checked)} />
          <MacroPicker
            onPick={(macro) => {
              setText((current) => withMacroText(current, macro));
              setMacros((current) => [...current, macro]);
            }}
          />
          <FileButton multiple onChange={addFiles}>
            {(props) => (
              <Button {...props} size="xs" variant="default">
                Attach
              </Button>
            )}
          </FileButton>
        </Group>
        <Button size="xs" onClick={send}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
