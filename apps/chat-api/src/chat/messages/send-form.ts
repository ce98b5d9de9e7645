import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest, fieldErrors } from '@bo/server-kit';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  CHAT_MESSAGES,
  MESSAGE_TEXT_MAX,
  ZSendMessageFields,
  sniffAttachmentType,
  type AttachmentType,
  type SendMessageFields,
} from '@bo/contract';

export interface UploadedFile {
  fileName: string;
  type: AttachmentType;
  content: Buffer;
}

export interface SendForm {
  fields: SendMessageFields;
  files: UploadedFile[];
}

const tooLarge = (fileName: string): HttpError => new HttpError(413, CHAT_MESSAGES.attachmentTooLarge(fileName));
const tooMany = (): HttpError => new HttpError(413, CHAT_MESSAGES.tooManyAttachments);
/** Repeated fields arrive as `name[]` from browsers' FormData; plain `name` is accepted too. */
const fieldName = (name: string): string => name.replace(/\[\]$/, '');

/** Only the name part of what the browser sends, bounded, so it is safe in headers and logs. */
const cleanFileName = (name: string): string =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '"')
    .join('')
    .slice(0, 200) || 'file';

/**
 * Reads a send-message request: multipart (text, translate, type, macro_uuid[], attachments[]) or
 * JSON without files. Each file must be at most 10 MB, at most 5 of them, and of an allowed type
 * recognised by its content; past any of these the whole message is refused.
 */
export async function readSendForm(request: FastifyRequest): Promise<SendForm> {
  if (!request.isMultipart()) return { fields: parseFields(request.body ?? {}), files: [] };
  const raw: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES, fields: 50, fieldSize: MESSAGE_TEXT_MAX * 4, parts: 60 },
  });
  let current = '';
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        current = cleanFileName(part.filename ?? '');
        const content = await part.toBuffer();
        // A browser sends an empty, unnamed part for a file input left empty.
        if (content.length === 0 && !part.filename) continue;
        const type = sniffAttachmentType(content);
        if (!type) throw new HttpError(415, CHAT_MESSAGES.attachmentTypeNotAllowed(current));
        files.push({ fileName: current, type, content });
        continue;
      }
      const name = fieldName(part.fieldname);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (name === 'macro_uuid') raw.macro_uuid = [...((raw.macro_uuid as string[] | undefined) ?? []), value];
      else raw[name] = value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current);
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, CHAT_MESSAGES.sendMessageMalformed);
    throw badRequest(CHAT_MESSAGES.sendMessageMalformed);
  }
  return { fields: parseFields(raw), files };
}

function parseFields(raw: unknown): SendMessageFields {
  const parsed = ZSendMessageFields.safeParse(raw);
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error.issues));
  return parsed.data;
}
