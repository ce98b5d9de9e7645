import type { Paging } from '@bo/contract';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { TABLE_MESSAGES } from '../messages.ts';
import { pageWindow } from './page-window.ts';

export interface TablePaginationProps {
  paging: Paging;
  /** Busy: dimmed and not clickable until the search answers (specification 01, 4). */
  busy: boolean;
  onPage: (page: number) => void;
  /** The page size choice (issue 19), shown when given. */
  perPage?: { value: number; choices: number[]; onChange: (perPage: number) => void };
}

/**
 * Previous, at most 5 page numbers in a sliding window, next, and the range of rows. Under simple
 * pagination (is_simple_paginate) the total is hidden and only previous / next remain.
 */
export function TablePagination({ paging, busy, onPage, perPage }: TablePaginationProps) {
  const page = paging.page;
  const simple = paging.is_simple_paginate || paging.total_page === null;
  // A capped count ("10,000+") means more rows than counted: there is always a next page.
  const hasNext = simple ? paging.has_more === true : page < (paging.total_page ?? 1) || paging.total_capped === true;
  const pages = simple ? [] : pageWindow(page, paging.total_page ?? 1);

  return (
    <Group justify="space-between" gap="sm" aria-busy={busy} style={{ opacity: busy ? 0.5 : 1, transition: 'opacity 120ms' }}>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {simple
            ? TABLE_MESSAGES.simplePageLabel(page)
            : paging.total !== null && paging.from !== null && paging.to !== null
              ? TABLE_MESSAGES.rangeLabel(paging.from, paging.to, paging.total, paging.total_capped === true)
              : null}
        </Text>
        {perPage && (
          <NativeSelect
            size="xs"
            aria-label={TABLE_MESSAGES.perPageLabel}
            data={perPage.choices.map((n) => ({ value: String(n), label: TABLE_MESSAGES.perPageOption(n) }))}
            value={String(perPage.value)}
            disabled={busy}
            onChange={(event) => perPage.onChange(Number(event.currentTarget.value))}
          />
        )}
      </Group>
      <Group gap={4} component="nav" aria-label="Pagination">
        <Button
          variant="default"
          size="xs"
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
          leftSection={<IconChevronLeft size={14} />}
        >
          Prev
        </Button>
        {pages.map((number) => (
          <Button
            key={number}
            size="xs"
            variant={number === page ? 'filled' : 'default'}
            disabled={busy}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => number !== page && onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          variant="default"
          size="xs"
          disabled={busy || !hasNext}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
          rightSection={<IconChevronRight size={14} />}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
