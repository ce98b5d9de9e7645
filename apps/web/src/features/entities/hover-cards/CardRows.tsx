import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One "label: value" line of a card. */
export function CardRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}
