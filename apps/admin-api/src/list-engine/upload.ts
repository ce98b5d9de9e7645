import { CSV_UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '@bo/contract';
import { badRequest, HttpError } from '@bo/server-kit';
import type { FastifyRequest } from 'fastify';
import { flattenParams } from './raw-params.ts';
import type { RawParams } from './types.ts';

export interface UploadedCsv {
  fieldName: string;
  fileName: string;
  /** The decoded text, byte order mark removed. */
  text: string;
}

const MEGABYTE = 1024 * 1024;

/** Only CSV: the text/csv type or a .csv name; the content is checked separately. */
const looksLikeCsv = (fileName: string, mimetype: string): boolean =>
  mimetype.split(';')[0]?.trim().toLowerCase() === 'text/csv' || /\.csv$/i.test(fileName);

/** The bytes must be UTF-8 text: a binary file renamed to .csv is refused before any parsing. */
function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest({ file: [UPLOAD_MESSAGES.fileEncoding] });
  }
  if (text.includes('\u0000')) throw badRequest({ file: [UPLOAD_MESSAGES.fileEncoding] });
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

function mapMultipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    throw new HttpError(413, { file: [UPLOAD_MESSAGES.fileTooLarge(CSV_UPLOAD_LIMIT_BYTES / MEGABYTE)] });
  if (code === 'FST_FILES_LIMIT') throw badRequest({ file: [UPLOAD_MESSAGES.oneFile] });
  throw error;
}

/**
 * Reads a multipart request: its fields (the search params) and at most one CSV file of at most
 * 20 MB, held in memory (import validates the whole file before writing anything).
 */
export async function readCsvUpload(request: FastifyRequest): Promise<{ fields: RawParams; file: UploadedCsv | null }> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const values: Record<string, string[]> = {};
  let file: UploadedCsv | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: CSV_UPLOAD_LIMIT_BYTES, files: 1, fields: 200, fieldSize: 100_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        (values[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      if (!looksLikeCsv(part.filename, part.mimetype)) {
        part.file.resume();
        throw badRequest({ file: [UPLOAD_MESSAGES.fileType] });
      }
      file = { fieldName: part.fieldname, fileName: part.filename, text: decodeCsv(await part.toBuffer()) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    mapMultipartError(error);
  }
  const single = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
  return { fields: flattenParams(single), file };
}
