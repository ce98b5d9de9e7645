import { ColorSwatch, Group, Text } from '@mantine/core';

/**
 * "Survey status and visibility are numbers driving a status indicator class. The meaning of the
 * values is not shown" (specification 01, 4): a dot whose colour follows the number, and the number.
 */
const INDICATOR_COLOURS = ['gray', 'green', 'yellow', 'orange', 'red', 'grape', 'cyan'] as const;

export const statusIndicatorColour = (value: number): string =>
  INDICATOR_COLOURS[Math.abs(Math.trunc(value)) % INDICATOR_COLOURS.length] ?? 'gray';

export function StatusIndicator({ value }: { value: number }) {
  return (
    <Group gap={6} wrap="nowrap" className={`status-indicator status-${value}`}>
      <ColorSwatch size={10} color={`var(--mantine-color-${statusIndicatorColour(value)}-6)`} withShadow={false} aria-hidden />
      <Text span size="sm">
        {value}
      </Text>
    </Group>
  );
}
