import type { ResourceBulkAction } from '@bo/contract';
import { Button, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formErrors } from '../../lib/api/form-errors.ts';
import { useAdmin } from '../auth/session-store.ts';
import { BulkActionBar } from '../table/bulk/BulkActionBar.tsx';
import type { RowId } from '../table/bulk/row-selection.ts';
import { useRowSelection } from '../table/bulk/use-row-selection.ts';
import { canCallNamed } from '../table/call-permissions.ts';
import { NotFoundList } from './NotFoundList.tsx';
import { SearchResultTable } from './SearchResultTable.tsx';
import { MULTI_SEARCH_VALUES_PARAM, useMultiSearch } from './multi-search-api.ts';
import type { SearchCall, SearchColumn } from './multi-search-types.ts';

export interface MultiSearchPageProps<T extends { data: object[]; not_found: string[] }> {
  title: string;
  /** The search's catalogue call. */
  call: SearchCall<T>;
  columns: readonly SearchColumn[];
  /** What the values may be, under the text box. */
  hint: string;
  /** Actions on the rows ticked (a table screen's bulk actions), each row selecting the value of `idKey`. */
  bulk?: { actions: readonly ResourceBulkAction[]; idKey: string };
}

const NO_ROWS: readonly object[] = [];

/**
 * A search over many values at once (specification 04, section 7): typed, pasted from a spreadsheet
 * or uploaded as a CSV; the matches in the order given, then the values not found.
 */
export function MultiSearchPage<T extends { data: object[]; not_found: string[] }>({
  title,
  call,
  columns,
  hint,
  bulk,
}: MultiSearchPageProps<T>) {
  // A link may name the values (?values=11 14 17): the page opens searching them.
  const [params] = useSearchParams();
  const given = params.get(MULTI_SEARCH_VALUES_PARAM) ?? '';
  const [text, setText] = useState(given);
  const [file, setFile] = useState<File | null>(null);
  const search = useMultiSearch(call, file);
  const { mutate } = search;
  const admin = useAdmin();
  const actions = useMemo(() => (bulk?.actions ?? []).filter((a) => canCallNamed(admin, a.call)), [bulk, admin]);
  const idKey = bulk?.idKey ?? '';
  const idOf = useMemo(
    () =>
      (row: object): RowId =>
        (row as Record<string, RowId>)[idKey] as RowId,
    [idKey],
  );
  const rowSelection = useRowSelection(search.data?.data ?? NO_ROWS, idOf);
  // After a bulk action the same values are searched again: the rows show what it changed.
  const searchAgain = () => search.variables !== undefined && mutate(search.variables);
  useEffect(() => {
    if (given.trim() !== '') mutate(given);
  }, [given, mutate]);
  const errors = search.error ? formErrors(search.error, ['inputs'] as const) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(text);
  };
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <form onSubmit={submit} aria-label={`${title} values`}>
        <Stack gap="xs">
          <Textarea
            label="Values"
            description={hint}
            autosize
            minRows={4}
            maxRows={12}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={errors?.fields.inputs}
          />
          <Group align="flex-end">
            <FileInput label="File (CSV)" accept=".csv,text/csv" clearable value={file} onChange={setFile} w={280} />
            <Button type="submit" loading={search.isPending}>
              Search
            </Button>
          </Group>
          {errors?.general && <Text c="red">{errors.general}</Text>}
        </Stack>
      </form>
      {search.data && (
        <>
          <NotFoundList values={search.data.not_found} />
          {actions.length > 0 && (
            <BulkActionBar
              actions={actions}
              selected={rowSelection.selection.selected}
              onClear={rowSelection.clear}
              onChanged={searchAgain}
            />
          )}
          <SearchResultTable
            title={title}
            columns={columns}
            rows={search.data.data}
            select={actions.length > 0 ? { selection: rowSelection.selection, idKey } : undefined}
          />
        </>
      )}
    </Stack>
  );
}
