import { emailCampaignStatus, type EmailCampaign } from '@bo/contract';
import { localInputToUtc, localInputToWallClock, utcToLocalInput, wallClockToLocalInput } from '../schedule.ts';

export interface EmailTranslationDraft {
  subject: string;
  body: string;
}

/** What the e-mail campaign form edits; the schedule is a datetime-local value in the admin's zone. */
export interface EmailFormState {
  name: string;
  segmentId: string | null;
  status: string;
  sendInUserTimezone: boolean;
  scheduleLocal: string;
  defaultLanguage: string | null;
  /** Languages with a subject and body, in the order shown (the server's translations.N follow it). */
  languages: string[];
  translations: Record<string, EmailTranslationDraft>;
}

export const emptyEmailForm = (): EmailFormState => ({
  name: '',
  segmentId: null,
  status: String(emailCampaignStatus.value.initialized),
  sendInUserTimezone: false,
  scheduleLocal: '',
  defaultLanguage: null,
  languages: [],
  translations: {},
});

export function emailFormFromCampaign(c: EmailCampaign): EmailFormState {
  return {
    name: c.name,
    segmentId: c.segment ? String(c.segment.id) : null,
    status: String(c.status),
    sendInUserTimezone: c.send_in_user_timezone,
    scheduleLocal: c.send_in_user_timezone ? wallClockToLocalInput(c.user_target_datetime) : utcToLocalInput(c.scheduled_at),
    defaultLanguage: c.default_language_code,
    languages: c.translations.map((t) => t.language_code),
    translations: Object.fromEntries(c.translations.map((t) => [t.language_code, { subject: t.subject, body: t.body }])),
  };
}

/** The body of POST/PUT /api/:project/email-campaigns; the server validates and answers field errors. */
export function emailCampaignBody(state: EmailFormState) {
  return {
    name: state.name,
    segment_id: state.segmentId === null ? null : Number(state.segmentId),
    status: Number(state.status),
    send_in_user_timezone: state.sendInUserTimezone,
    scheduled_at: state.sendInUserTimezone ? null : localInputToUtc(state.scheduleLocal),
    user_target_datetime: state.sendInUserTimezone ? localInputToWallClock(state.scheduleLocal) : null,
    default_language_code: state.defaultLanguage ?? '',
    translations: state.languages.map((code) => ({
      language_code: code,
      subject: state.translations[code]?.subject ?? '',
      body: state.translations[code]?.body ?? '',
    })),
  };
}

/** The server's error keys the form shows at its fields: top-level ones and translations.N.subject/body. */
export function emailFormErrorKeys(state: EmailFormState): string[] {
  return [
    'name',
    'segment_id',
    'status',
    'scheduled_at',
    'user_target_datetime',
    'default_language_code',
    'translations',
    ...state.languages.flatMap((_code, i) => [`translations.${i}.subject`, `translations.${i}.body`, `translations.${i}.language_code`]),
  ];
}
