import { Group, Image, Paper, Stack, Text } from '@mantine/core';

interface Props {
  title: string;
  body: string;
  imageUrl?: string;
  deepLink?: string;
}

/** A live preview of one language's push notification as a phone shows it: title, body, image, and where a tap leads. */
export function PushPreview({ title, body, imageUrl, deepLink }: Props) {
  return (
    <Paper withBorder p="sm" aria-label="Push notification preview" maw={420}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Preview
        </Text>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{title || '(no title)'}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {body || '(no body)'}
            </Text>
          </Stack>
          {imageUrl ? <Image src={imageUrl} alt="Notification image" w={64} h={64} radius="sm" fit="cover" /> : null}
        </Group>
        {deepLink ? (
          <Text size="xs" c="dimmed">
            Opens {deepLink}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
