import { splitSearchInputs } from '@bo/contract';
/** The query parameter a link fills with values to search (Survey Attacks' 'Open users'). */
export const MULTI_SEARCH_VALUES_PARAM = 'values';

import type { AnswerSchemaLike } from './multi-search-types.ts';
import { api } from '../../lib/api/client.ts';

/**
 * Sends a search: the typed or pasted text as JSON, or, with a file (the file filter of
 * specification 01, section 5), the text plus the CSV as multipart.
 */
export function postMultiSearch<T>(path: string, text: string, file: File | null, schema: AnswerSchemaLike<T>): Promise<T> {
  if (!file) return api.post(path, { inputs: splitSearchInputs(text) }, { schema });
  const form = new FormData();
  form.set('inputs', text);
  form.set('file', file);
  return api.post(path, form, { schema });
}
