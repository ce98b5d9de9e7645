import { Alert, Code, Group } from '@mantine/core';
import { MULTI_SEARCH_MESSAGES } from '@bo/contract';

/** The values nothing matched, so staff can tell the supplier or fix the list. */
export function NotFoundList({ values }: { values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <Alert color="orange" title={MULTI_SEARCH_MESSAGES.notFoundTitle(values.length)} role="region" aria-label="Not found">
      <Group gap={6}>
        {values.map((value) => (
          <Code key={value}>{value}</Code>
        ))}
      </Group>
    </Alert>
  );
}
