import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { sectionAnchor } from '../summary/section-anchor.ts';

/**
 * One numbered section of the page, named as the specification names it; the name labels the region
 * and gives the id the section navigation jumps to (focusable for it, not in the tab order).
 */
export function SectionFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title} id={sectionAnchor(title)} tabIndex={-1} style={{ outline: 'none' }}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
