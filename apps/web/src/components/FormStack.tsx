import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form laid out as a Mantine Stack: submitting (Enter or a submit button) calls onSubmit, never a page load. */
export function FormStack({ onSubmit, children, ...stack }: StackProps & { onSubmit: () => void; children: ReactNode }) {
  return (
    <Stack
      component="form"
      gap="sm"
      {...stack}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
