import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { notBuiltYet } from '../../app/messages.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';

/** A route of the table without a screen yet: says so plainly and shows no data. */
export default function NotBuiltYetPage() {
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <Paper p="xl" withBorder>
      <Stack gap="xs">
        <Title order={2}>{notBuiltYet(route.title)}</Title>
        <Text c="dimmed">
          Route name <Code>{route.name}</Code> · path <Code>{route.path}</Code>
        </Text>
      </Stack>
    </Paper>
  );
}
