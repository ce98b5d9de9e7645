import { Anchor, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { sectionAnchor, scrollToSection } from './section-anchor.ts';

/** One link per section of the page: a click scrolls the section under the sticky header (no hash in the URL). */
export function SectionNav({
  titles,
  header,
  stickyTop,
}: {
  titles: readonly string[];
  header: RefObject<HTMLElement | null>;
  stickyTop: number;
}) {
  return (
    <Group component="nav" aria-label="Sections" gap="xs" style={{ rowGap: 2 }}>
      {titles.map((title) => (
        <Anchor
          key={title}
          href={`#${sectionAnchor(title)}`}
          size="xs"
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(title, header.current, stickyTop);
          }}
        >
          {title}
        </Anchor>
      ))}
    </Group>
  );
}
