import { notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name. */
const contentDisposition = (fileName: string): string =>
  `inline; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The bytes of an attachment of a message that is not deleted. */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, CHAT_CALL.attachment, async (request, reply) => {
    const { rows } = await app.db.query<{ file_name: string; mime_type: string; content: Uint8Array }>(
      `SELECT a.file_name, a.mime_type, a.content FROM chat.attachments a JOIN chat.messages m ON m.uuid = a.message_uuid
        WHERE a.uuid = $1 AND m.deleted_at IS NULL`,
      [request.params.attachmentId],
    );
    const row = rows[0];
    if (!row) throw notFound(CHAT_MESSAGES.attachmentNotFound);
    // The type was recognised from the content on upload; nosniff keeps browsers to it.
    return reply
      .header('content-type', row.mime_type)
      .header('content-disposition', contentDisposition(row.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(row.content));
  });
};
