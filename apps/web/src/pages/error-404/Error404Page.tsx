import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PAGE_NOT_FOUND } from '../../app/messages.ts';

/** Where unknown paths land (spec 01 §2.1). */
export default function Error404Page() {
  return (
    <Stack align="center" gap="md">
      <Title order={1} fz={72}>
        404
      </Title>
      <Title order={2}>{PAGE_NOT_FOUND}</Title>
      <Text c="dimmed">The page you asked for does not exist.</Text>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  );
}
