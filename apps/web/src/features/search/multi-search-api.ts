import { splitSearchInputs } from '@bo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api/call.ts';
import type { SearchCall } from './multi-search-types.ts';

/** The query parameter a link fills with values to search (Survey Attacks' 'Open users'). */
export const MULTI_SEARCH_VALUES_PARAM = 'values';

/**
 * Sends a search: the typed or pasted text as JSON, or, with a file (the file filter of
 * specification 01, section 5), the text plus the CSV as multipart.
 */
function postMultiSearch<T>(call: SearchCall<T>, text: string, file: File | null): Promise<T> {
  if (!file) return callApi(call, { body: { inputs: splitSearchInputs(text) } });
  const form = new FormData();
  form.set('inputs', text);
  form.set('file', file);
  return callApi(call, { body: form });
}

/** A search of the values given (with the file chosen, if any); its answer is the page's result, kept until the next search. */
export function useMultiSearch<T>(call: SearchCall<T>, file: File | null) {
  return useMutation({ mutationFn: (values: string) => postMultiSearch(call, values, file) });
}
