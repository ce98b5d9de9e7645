import { MULTI_SEARCH_MAX_INPUTS, splitSearchInputs, ZMultiSearchBody } from '@bo/contract';
import { badRequest } from '@bo/server-kit';
import type { FastifyRequest } from 'fastify';
import { readCsvRows } from '../../list-engine/csv-read.ts';
import { readCsvUpload } from '../../list-engine/upload.ts';

/** A first CSV row naming its column rather than holding a value. */
const HEADER = /^(ids?|user_?ids?|e-?mails?|hash(es)?|ips?|click_?ids?|supplier_?hash(es)?|values?|inputs?)$/i;

/**
 * The values of a search: JSON `{inputs: [...]}`, or multipart (the file filter of specification 01,
 * section 5) with the typed text in field `inputs` and a CSV whose first cell of each row is a value
 * (a first row naming the column, e.g. user_id or email, is a header and dropped). Repeats kept once.
 */
export async function readSearchInputs(request: FastifyRequest): Promise<string[]> {
  let inputs: string[];
  if (request.isMultipart()) {
    const { fields, file } = await readCsvUpload(request);
    const typed = typeof fields.inputs === 'string' ? splitSearchInputs(fields.inputs) : [];
    const fromFile = file ? readCsvRows(file.text).map((cells) => cells[0]?.trim() ?? '') : [];
    if (fromFile.length > 0 && HEADER.test(fromFile[0]!)) fromFile.shift();
    inputs = [...new Set([...typed, ...fromFile.filter((v) => v !== '')])];
  } else {
    inputs = (request.body as { inputs?: unknown } | undefined)?.inputs as string[];
  }
  const parsed = ZMultiSearchBody.safeParse({ inputs: Array.isArray(inputs) ? [...new Set(inputs.map(String))] : inputs });
  if (!parsed.success) throw badRequest({ inputs: [...new Set(parsed.error.issues.map((i) => i.message))] });
  return parsed.data.inputs.slice(0, MULTI_SEARCH_MAX_INPUTS);
}
