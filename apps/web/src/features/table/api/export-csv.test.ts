import { qualificationsResource, surveysResource, usersResource, type ResourceDef } from '@bo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultListState } from '../state/list-state.ts';
import { directExportFileName, exportCsv } from './export-csv.ts';
import { importedCount } from './import-csv.ts';

vi.mock('../../../lib/toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const state = { ...defaultListState(surveysResource), page: 3, filters: { supplier_id: '6' } };

/** A CSV body delivered in two chunks, as a streamed export arrives. */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('exportCsv (specification 01, 7)', () => {
  it('asks for the file name first, then streams the file with the fields, counting bytes', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { file_name: 'surveys_2025.csv' } }), { headers: { 'content-type': 'application/json' } }),
      )
      .mockResolvedValueOnce(streamed(['ID,Name\r\n', '1,A\r\n']));
    const progress: number[] = [];

    const file = await exportCsv(surveysResource, state, ['id', 'name'], (bytes) => progress.push(bytes));

    const [firstUrl, secondUrl] = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
    expect(firstUrl!.pathname).toBe('/api/surveys/export');
    expect(Object.fromEntries(firstUrl!.searchParams)).toEqual({
      orderBy: 'id',
      orderDirection: 'desc',
      'filter[supplier_id]': '6',
      only_file_name: '1',
    });
    expect(Object.fromEntries(secondUrl!.searchParams)).toEqual({
      orderBy: 'id',
      orderDirection: 'desc',
      'filter[supplier_id]': '6',
      fields: 'id,name',
      dynamicFieldCount: '0',
      file_name: 'surveys_2025.csv',
    });
    expect(file.fileName).toBe('surveys_2025.csv');
    expect(await file.blob.text()).toBe('ID,Name\r\n1,A\r\n');
    expect(progress).toEqual([9, 14]);
  });

  it('calls an exportUrl directly with the filters and names the file {exportName}.csv', async () => {
    const direct: ResourceDef = { ...surveysResource, exportUrl: '/api/surveys/report', exportName: 'survey-report' };
    fetchMock.mockResolvedValueOnce(streamed(['a\r\n']));

    const file = await exportCsv(direct, state, ['id'], () => undefined);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/surveys/report');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'filter[supplier_id]': '6' });
    expect(file.fileName).toBe('survey-report.csv');
    expect(directExportFileName({ ...surveysResource, exportUrl: '/x' })).toBe('surveys.csv');
  });

  it('sends the chosen ids file with both steps as multipart POST, and the numbered columns wanted', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { file_name: 'qualifications_2025.csv' } }), {
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(streamed(['ID\r\n']));
    const file = new File(['id\n5\n'], 'ids.csv', { type: 'text/csv' });
    const def: ResourceDef = {
      ...qualificationsResource,
      filters: [...qualificationsResource.filters, { key: 'ids', label: 'IDs file', kind: 'file' }],
    };

    await exportCsv(def, defaultListState(def), ['id'], () => undefined, { fileFilter: { key: 'ids', file }, dynamicFieldCount: 7 });

    const [first, second] = fetchMock.mock.calls;
    for (const call of [first, second]) {
      expect(call![1]?.method).toBe('POST');
      expect(new URL(String(call![0]), 'http://x').pathname).toBe('/api/qualifications/export');
      expect((call![1]?.body as FormData).get('ids')).toBeInstanceOf(File);
    }
    expect((first![1]?.body as FormData).get('only_file_name')).toBe('1');
    const secondBody = second![1]?.body as FormData;
    expect(secondBody.get('dynamicFieldCount')).toBe('7');
    expect(secondBody.get('file_name')).toBe('qualifications_2025.csv');
  });

  it('posts the ids file to the exportUrl in one call; never asks more numbered columns than the definition allows', async () => {
    fetchMock.mockResolvedValueOnce(streamed(['ID\r\n']));
    const file = new File(['id\n5\n'], 'ids.csv', { type: 'text/csv' });
    const result = await exportCsv(usersResource, defaultListState(usersResource), ['id'], () => undefined, {
      fileFilter: { key: 'ids', file },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe(usersResource.exportUrl);
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).get('ids')).toBeInstanceOf(File);
    expect(result.fileName).toBe('users.csv');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: { file_name: 'q.csv' } }), { headers: { 'content-type': 'application/json' } }),
    );
    fetchMock.mockResolvedValueOnce(streamed(['ID\r\n']));
    await exportCsv(qualificationsResource, defaultListState(qualificationsResource), ['id'], () => undefined, { dynamicFieldCount: 500 });
    const url = new URL(String(fetchMock.mock.calls[2]![0]), 'http://x');
    expect(url.searchParams.get('dynamicFieldCount')).toBe(String(qualificationsResource.dynamicFields!.max));
  });

  it('rejects with the server error body', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: { fields: ['Unknown column: x.'] } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(exportCsv(surveysResource, state, ['x'], () => undefined)).rejects.toMatchObject({
      response: { status: 400, data: { errors: { fields: ['Unknown column: x.'] } } },
    });
  });
});

describe('importedCount (specification 01, 3)', () => {
  it('reads rows_inserted or rows_updated, else nothing', () => {
    expect(importedCount({ data: { rows_inserted: 3 } })).toBe(3);
    expect(importedCount({ data: { rows_updated: 0 } })).toBe(0);
    expect(importedCount({ data: {} })).toBeNull();
  });
});
