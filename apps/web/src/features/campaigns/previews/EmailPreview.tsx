import { Paper, Stack, Text } from '@mantine/core';

/**
 * A live preview of one language's e-mail; the body renders in a sandboxed frame that runs no script.
 * allow-same-origin is there on purpose: a frame sandboxed to an opaque origin is moved into its own
 * renderer process by Chromium (isolated sandboxed iframes), whose hit-test area lags a scroll; a
 * click on Save just below it, right after the page scrolled, then went into the frame and the form
 * never submitted (the intermittent "Save sends no request"). Without allow-scripts the body still
 * cannot run code, so sharing the origin gives it nothing.
 */
export function EmailPreview({ subject, body }: { subject: string; body: string }) {
  return (
    <Paper withBorder p="sm" aria-label="E-mail preview">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Preview
        </Text>
        <Text fw={600}>{subject || '(no subject)'}</Text>
        <iframe
          title="E-mail body preview"
          sandbox="allow-same-origin"
          srcDoc={body}
          style={{ width: '100%', minHeight: 200, border: 0, background: 'white' }}
        />
      </Stack>
    </Paper>
  );
}
