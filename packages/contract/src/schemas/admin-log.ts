import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';
import { routeForPath } from '../routes/lookup.ts';
import { jsonTextIssue, TEXT_MESSAGES, ZText } from './text.ts';

/** What POST /api/admin-logs records: a page view (specification 01, 2.1) or a staff action. */
export const ADMIN_LOG_TYPES = ['page_view', 'action'] as const;
export type AdminLogType = (typeof ADMIN_LOG_TYPES)[number];

/**
 * The actions a browser may log (issue 14): the clicks, chart exports and clipboard copies of
 * specification 02 section 7, and the filter search and pagination of specification 01 section 7.
 * Anything else is refused, so a client cannot write rows that read like the server's.
 */
export const ADMIN_LOG_CLIENT_ACTIONS = {
  click: 'click',
  chartExport: 'chart_export',
  clipboardCopy: 'clipboard_copy',
  filterSearch: 'filter_search',
  pagination: 'pagination',
} as const;
export type AdminLogClientAction = (typeof ADMIN_LOG_CLIENT_ACTIONS)[keyof typeof ADMIN_LOG_CLIENT_ACTIONS];
const CLIENT_ACTIONS: readonly string[] = Object.values(ADMIN_LOG_CLIENT_ACTIONS);

/**
 * Action names the services write (an access change, an action on a user: `user.<action>`), reserved
 * to them. The client catalogue above never overlaps them (a contract test checks).
 */
export const ADMIN_LOG_SERVER_ACTIONS = {
  adminAccess: 'admin.access',
  userActionPrefix: 'user.',
  /** The form engine's writes: `form.<resource>.create|update|delete`. */
  formWritePrefix: 'form.',
  /** Issue 24: the gateway's account lifecycle (a link issued or used, a password changed, sessions ended). */
  adminInvitation: 'admin.invitation',
  adminPasswordResetLink: 'admin.password-reset-link',
  adminPasswordReset: 'admin.password-reset',
  adminPasswordChange: 'admin.password-change',
  /** Issue 24: a second factor enrolled, and a super admin resetting a member's factors. */
  adminFactorEnrolled: 'admin.factor-enrolled',
  adminFactorsReset: 'admin.factors-reset',
  /** A passkey or security key removed by its owner. */
  adminFactorRemoved: 'admin.factor-removed',
} as const;
const SERVER_PREFIXES: readonly string[] = [ADMIN_LOG_SERVER_ACTIONS.userActionPrefix, ADMIN_LOG_SERVER_ACTIONS.formWritePrefix];
const SERVER_ONLY_ACTIONS: ReadonlySet<string> = new Set(
  Object.values(ADMIN_LOG_SERVER_ACTIONS).filter((action) => !SERVER_PREFIXES.includes(action)),
);
export const isServerAdminLogAction = (action: string): boolean =>
  SERVER_ONLY_ACTIONS.has(action) || SERVER_PREFIXES.some((prefix) => action.startsWith(prefix));

/** Who wrote a row: a browser through POST /api/admin-logs, or a service recording what it did. */
export const ADMIN_LOG_ORIGINS = ['client', 'server'] as const;
export type AdminLogOrigin = (typeof ADMIN_LOG_ORIGINS)[number];

/** A log is a note of what was done, not storage: small and shallow. */
export const ADMIN_LOG_DATA_MAX_BYTES = 4096;
export const ADMIN_LOG_DATA_MAX_DEPTH = 3;
export const ADMIN_LOG_URL_MAX_LENGTH = 2048;

export const ADMIN_LOG_MESSAGES = {
  typeInvalid: 'Type must be page_view or action!',
  requestUrlRequired: 'Request url is required!',
  requestUrlTooLong: 'Request url is too long!',
  requestUrlUnknown: 'Request url must be a path of a page or of the API!',
  actionRequired: 'Action is required for an action log!',
  actionUnknown: `Action must be one of: ${CLIENT_ACTIONS.join(', ')}!`,
  pageViewExtra: 'A page view has neither action nor data!',
  dataTooLarge: `Data may hold at most ${ADMIN_LOG_DATA_MAX_BYTES} bytes!`,
  dataTooDeep: `Data may nest at most ${ADMIN_LOG_DATA_MAX_DEPTH} levels!`,
} as const;

const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** Whether a path matches a call's pattern (`:param` one segment, a trailing `*` the rest). */
function matchesCall(pattern: string, segments: string[]): boolean {
  const parts = splitPath(pattern);
  if (parts.at(-1) === '*') return segments.length >= parts.length - 1 && parts.slice(0, -1).every((p, i) => matchesPart(p, segments[i]!));
  return parts.length === segments.length && parts.every((p, i) => matchesPart(p, segments[i]!));
}
const matchesPart = (part: string, segment: string): boolean => part.startsWith(':') || part === segment;

/** A path (with its query) of a page of the route table or of a call of the catalogue; never an address elsewhere. */
export function isLoggablePath(url: string, apiCalls: readonly ApiCall[]): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return false;
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (routeForPath(pathname)) return true;
  const segments = splitPath(pathname);
  return apiCalls.some((call) => matchesCall(call.path, segments));
}

/**
 * Body of POST /api/admin-logs: who and when are the server's; the rest is checked against the catalogue.
 * The catalogue holds this very call, so it is given (read when a body is checked) rather than imported:
 * ADMIN_LOG_CALL (api/calls/index.ts) builds the body beside the whole catalogue.
 */
export const adminLogBody = (catalogue: () => readonly ApiCall[]) =>
  z
    .strictObject({
      type: z.enum(ADMIN_LOG_TYPES, { error: ADMIN_LOG_MESSAGES.typeInvalid }),
      request_url: ZText({ error: ADMIN_LOG_MESSAGES.requestUrlRequired })
        .trim()
        .min(1, ADMIN_LOG_MESSAGES.requestUrlRequired)
        .max(ADMIN_LOG_URL_MAX_LENGTH, ADMIN_LOG_MESSAGES.requestUrlTooLong)
        .refine((url) => isLoggablePath(url, catalogue()), ADMIN_LOG_MESSAGES.requestUrlUnknown),
      action: z.string().nullish(),
      /** Details of an action (filters searched, what was copied ...), stored as JSON. */
      data: z.unknown().optional(),
    })
    .superRefine((body, ctx) => {
      if (body.type === 'page_view') {
        if (body.action != null || body.data !== undefined)
          ctx.addIssue({ code: 'custom', path: ['type'], message: ADMIN_LOG_MESSAGES.pageViewExtra });
        return;
      }
      if (body.action == null || body.action === '')
        ctx.addIssue({ code: 'custom', path: ['action'], message: ADMIN_LOG_MESSAGES.actionRequired });
      else if (!CLIENT_ACTIONS.includes(body.action))
        ctx.addIssue({ code: 'custom', path: ['action'], message: ADMIN_LOG_MESSAGES.actionUnknown });
      if (body.data === undefined) return;
      const issue = jsonTextIssue(body.data, 'data', ADMIN_LOG_DATA_MAX_DEPTH);
      if (issue)
        ctx.addIssue({
          code: 'custom',
          path: ['data'],
          message: issue.message === TEXT_MESSAGES.invalid ? TEXT_MESSAGES.invalid : ADMIN_LOG_MESSAGES.dataTooDeep,
        });
      else if (new TextEncoder().encode(JSON.stringify(body.data)).length > ADMIN_LOG_DATA_MAX_BYTES)
        ctx.addIssue({ code: 'custom', path: ['data'], message: ADMIN_LOG_MESSAGES.dataTooLarge });
    });
export type AdminLogBody = z.infer<ReturnType<typeof adminLogBody>>;

export const ZAdminLogAnswer = z.object({ data: z.object({ id: z.number().int() }) });
export type AdminLogAnswer = z.infer<typeof ZAdminLogAnswer>;
