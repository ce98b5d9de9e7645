import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One numbered section of the page, named as the specification names it; the name labels the region. */
export function SectionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
