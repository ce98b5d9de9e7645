import { forbidden, notFound, routeCall, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_APPS, CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The chat calls the admin API answers (specification 03, section 7): available countries (team
 * leads edit them), the admin's chat status, assignable admins, and the user lookups shown beside
 * a conversation (chat info, streaks).
 */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const selectedCodes = async (): Promise<string[]> =>
    (await app.db.query<{ code: string }>('SELECT code FROM chat.available_countries ORDER BY code')).rows.map((r) => r.code.trim());

  routeCall(app, CHAT_CALL.availableCountries, async () => {
    const { rows } = await app.db.query<{ code: string; name: string }>('SELECT code, name FROM core.countries ORDER BY name');
    return { data: rows.map((r) => ({ code: r.code.trim(), name: r.name })), selected_codes: await selectedCodes() };
  });

  routeCall(app, CHAT_CALL.availableCountriesSave, async (request) => {
    const admin = await app.db.query<{ is_support_tl: boolean }>('SELECT is_support_tl FROM core.admins WHERE id = $1', [
      request.ctx.adminId,
    ]);
    if (!admin.rows[0]?.is_support_tl) throw forbidden(CHAT_MESSAGES.notSupportTeamLead);
    const codes = [...new Set(request.body.codes)];
    const known = await app.db.query<{ code: string }>('SELECT code FROM core.countries WHERE code = ANY($1::text[])', [codes]);
    const knownCodes = new Set(known.rows.map((r) => r.code.trim()));
    const unknown = codes.filter((c) => !knownCodes.has(c));
    if (unknown.length > 0) throw unprocessable({ codes: [CHAT_MESSAGES.unknownCountryCodes(unknown)] });
    await app.db.transaction(async (tx) => {
      await tx.query('DELETE FROM chat.available_countries WHERE NOT (code = ANY($1::text[]))', [codes]);
      await tx.query(
        `INSERT INTO chat.available_countries (code, updated_by) SELECT unnest($1::text[]), $2
         ON CONFLICT (code) DO NOTHING`,
        [codes, request.ctx.adminId],
      );
    });
    return { message: CHAT_MESSAGES.availableCountriesUpdated, selected_codes: await selectedCodes() };
  });

  routeCall(app, CHAT_CALL.chatStatus, async (request) => {
    const { rows } = await app.db.query<{ chat_status: number }>('SELECT chat_status FROM core.admins WHERE id = $1', [
      request.ctx.adminId,
    ]);
    return { status: rows[0]?.chat_status === 1 ? (1 as const) : (0 as const) };
  });

  routeCall(app, CHAT_CALL.chatStatusSave, async (request) => {
    await app.db.query('UPDATE core.admins SET chat_status = $2, updated_at = now() WHERE id = $1', [
      request.ctx.adminId,
      request.body.status,
    ]);
    return { status: request.body.status };
  });

  // Whoever may work the chat: super admins and admins holding the chat module.
  routeCall(app, CHAT_CALL.assignees, async () => {
    const { rows } = await app.db.query<{ id: number; name: string; hex_color: string; chat_status: number }>(
      `SELECT id, name, hex_color, chat_status FROM core.admins
        WHERE role = 1 OR permissions->'modules' @> '["chat"]'::jsonb ORDER BY name, id`,
    );
    return { data: rows };
  });

  routeCall(app, CHAT_CALL.chatInfo, async (request) => {
    const { appExternalId, externalId } = request.params;
    const { rows } = await app.db.query<{
      uuid: string;
      name: string | null;
      email: string | null;
      country_code: string | null;
      ps_user_id: number | null;
      is_app_user: boolean;
      conversation_count: number;
      ticket_count: number;
      open: number;
      snoozed: number;
      closed: number;
      average_rating: number | null;
      first_contact_at: Date | null;
      last_contact_at: Date | null;
      latest_conversation_uuid: string | null;
      note_count: number;
    }>(
      `SELECT u.uuid, u.name, u.email, u.country_code, u.ps_user_id, u.is_app_user,
              count(c.uuid) AS conversation_count, count(c.uuid) FILTER (WHERE c.type <> 0) AS ticket_count,
              count(c.uuid) FILTER (WHERE c.status = 'open') AS open, count(c.uuid) FILTER (WHERE c.status = 'snoozed') AS snoozed,
              count(c.uuid) FILTER (WHERE c.status = 'closed') AS closed, avg(c.rating)::float8 AS average_rating,
              min(c.created_at) AS first_contact_at, max(c.last_activity_at) AS last_contact_at,
              (SELECT lc.uuid FROM chat.conversations lc WHERE lc.user_uuid = u.uuid ORDER BY lc.created_at DESC LIMIT 1) AS latest_conversation_uuid,
              (SELECT count(*) FROM chat.user_notes n WHERE n.app_external_id = u.app_external_id AND n.user_external_id = u.external_id) AS note_count
         FROM chat.users u LEFT JOIN chat.conversations c ON c.user_uuid = u.uuid
        WHERE u.app_external_id = $1 AND u.external_id = $2
        GROUP BY u.uuid`,
      [appExternalId, externalId],
    );
    const row = rows[0];
    if (!row) throw notFound(CHAT_MESSAGES.chatUserNotFound);
    return {
      data: {
        app_external_id: appExternalId,
        external_id: externalId,
        user_uuid: row.uuid,
        name: row.name,
        email: row.email,
        country_code: row.country_code?.trim() ?? null,
        ps_user_id: row.ps_user_id === null ? null : Number(row.ps_user_id),
        is_app_user: row.is_app_user,
        conversation_count: Number(row.conversation_count),
        ticket_count: Number(row.ticket_count),
        status_counts: { open: Number(row.open), snoozed: Number(row.snoozed), closed: Number(row.closed) },
        average_rating: row.average_rating === null ? null : Math.round(Number(row.average_rating) * 100) / 100,
        note_count: Number(row.note_count),
        first_contact_at: iso(row.first_contact_at),
        last_contact_at: iso(row.last_contact_at),
        latest_conversation_uuid: row.latest_conversation_uuid,
      },
    };
  });

  // appName is the product slug (hey-cash, prime-opinion ...); a user without streaks has an empty list.
  routeCall(app, CHAT_CALL.streaks, async (request) => {
    const chatApp = CHAT_APPS.find((a) => a.project === request.params.appName);
    if (!chatApp) throw notFound(CHAT_MESSAGES.unknownApp(request.params.appName));
    const { rows } = await app.db.query<{
      name: string;
      current_length: number;
      longest_length: number;
      started_at: Date | null;
      last_activity_at: Date | null;
      last_renewal_at: Date | null;
    }>(
      `SELECT name, current_length, longest_length, started_at, last_activity_at, last_renewal_at
         FROM chat.user_streaks WHERE app_external_id = $1 AND user_external_id = $2 ORDER BY name`,
      [chatApp.id, request.params.appUserId],
    );
    const renewals = rows.flatMap((r) => (r.last_renewal_at ? [new Date(r.last_renewal_at).getTime()] : []));
    return {
      streaks: rows.map((r) => ({
        name: r.name,
        current_length: r.current_length,
        longest_length: r.longest_length,
        started_at: iso(r.started_at),
        last_activity_at: iso(r.last_activity_at),
      })),
      last_renewal: renewals.length > 0 ? new Date(Math.max(...renewals)).toISOString() : null,
    };
  });
};
