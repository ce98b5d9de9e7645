import { resourcePaths, ZImportAnswer, ZImportPreviewAnswer, type ResourceDef } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client.ts';
import { isQuietFailure } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { importedMessage } from '../messages.ts';
import type { ListState } from '../state/list-state.ts';
import { filterParams, multipartBody } from './list-request.ts';
import { listKeys } from './list-query.ts';

type ImportAnswer = z.infer<typeof ZImportAnswer>;
export type ImportPreviewAnswer = z.infer<typeof ZImportPreviewAnswer>;

/** The multipart field of the imported file. */
export const IMPORT_FILE_FIELD = 'file';

/** POST {importUrl or url}/import, multipart: the filters plus the file (specification 01, 7). */
export function importCsv(def: ResourceDef, state: ListState, file: File): Promise<ImportAnswer> {
  return api.post(resourcePaths(def).import, multipartBody(filterParams(def, state), IMPORT_FILE_FIELD, file), { schema: ZImportAnswer });
}

/** "data.rows_inserted or data.rows_updated" (specification 01, 3); null when the answer has neither. */
export function importedCount(answer: ImportAnswer): number | null {
  return answer.data.rows_inserted ?? answer.data.rows_updated ?? null;
}

/**
 * Import, then '{n} data has been imported' and a reload of every search of the resource; the
 * caller clears the chosen file on success. Failures follow the table's error rule (specification 01, 8).
 */
export function useImportCsv(def: ResourceDef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ state, file }: { state: ListState; file: File }) => importCsv(def, state, file),
    onSuccess: async (answer) => {
      toast.success(importedMessage(importedCount(answer)));
      await queryClient.invalidateQueries({ queryKey: listKeys.all(def) });
    },
    onError: (error) => {
      if (!isQuietFailure(error)) toast.error(error);
    },
  });
}

/** POST {import}-preview: the file checked and written, then rolled back; answers what it would change. */
export function previewImportCsv(def: ResourceDef, state: ListState, file: File): Promise<ImportPreviewAnswer> {
  return api.post(resourcePaths(def).importPreview, multipartBody(filterParams(def, state), IMPORT_FILE_FIELD, file), {
    schema: ZImportPreviewAnswer,
  });
}

/** The preview of an import (nothing written); a refused file shows its errors like an import. */
export function usePreviewImportCsv(def: ResourceDef) {
  return useMutation({
    mutationFn: ({ state, file }: { state: ListState; file: File }) => previewImportCsv(def, state, file),
    onError: (error) => {
      if (!isQuietFailure(error)) toast.error(error);
    },
  });
}
