import { Paper, Stack, Text } from '@mantine/core';

/** A live preview of one language's e-mail; the body renders in a sandboxed frame (no scripts, no same-origin). */
export function EmailPreview({ subject, body }: { subject: string; body: string }) {
  return (
    <Paper withBorder p="sm" aria-label="E-mail preview">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">Preview</Text>
        <Text fw={600}>{subject || '(no subject)'}</Text>
        <iframe title="E-mail body preview" sandbox="" srcDoc={body} style={{ width: '100%', minHeight: 200, border: 0, background: 'white' }} />
      </Stack>
    </Paper>
  );
}
