import type { CampaignDetail } from '../api/campaign-view.ts';
import type { CampaignKindUi } from '../kinds.ts';
import { localInputToUtc, localInputToWallClock, utcToLocalInput, wallClockToLocalInput } from '../schedule.ts';

export interface TranslationDraft {
  /** The subject of an e-mail, the title of a push notification. */
  headline: string;
  body: string;
}

/** What the campaign form edits; the schedule is a datetime-local value in the admin's zone. */
export interface CampaignFormState {
  name: string;
  segmentId: string | null;
  status: string;
  sendInUserTimezone: boolean;
  scheduleLocal: string;
  defaultLanguage: string | null;
  /** Languages with a headline and body, in the order shown (the server's translations.N follow it). */
  languages: string[];
  translations: Record<string, TranslationDraft>;
  /** Push only: an image shown in the notification and the screen the app opens on tap. */
  imageUrl: string;
  deepLink: string;
}

export const emptyCampaignForm = (kind: CampaignKindUi): CampaignFormState => ({
  name: '',
  segmentId: null,
  status: String(kind.defaultStatus),
  sendInUserTimezone: false,
  scheduleLocal: '',
  defaultLanguage: null,
  languages: [],
  translations: {},
  imageUrl: '',
  deepLink: '',
});

export function campaignFormFrom(c: CampaignDetail): CampaignFormState {
  return {
    name: c.name,
    segmentId: c.segment ? String(c.segment.id) : null,
    status: String(c.status),
    sendInUserTimezone: c.send_in_user_timezone,
    scheduleLocal: c.send_in_user_timezone ? wallClockToLocalInput(c.user_target_datetime) : utcToLocalInput(c.scheduled_at),
    defaultLanguage: c.default_language_code,
    languages: c.translations.map((t) => t.language_code),
    translations: Object.fromEntries(c.translations.map((t) => [t.language_code, { headline: t.headline, body: t.body }])),
    imageUrl: c.image_url ?? '',
    deepLink: c.deep_link ?? '',
  };
}

/** The body of the create and edit calls of the kind; the contract's schema checks it on both sides. */
export function campaignBody(kind: CampaignKindUi, state: CampaignFormState): Record<string, unknown> {
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
      [kind.headline]: state.translations[code]?.headline ?? '',
      body: state.translations[code]?.body ?? '',
    })),
    ...(kind.hasMedia ? { image_url: state.imageUrl.trim() || null, deep_link: state.deepLink.trim() || null } : {}),
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The contract's create or edit schema run in the browser: the same messages the server would answer,
 * keyed like its 422 (`name`, `translations.0.subject`, `_` for the whole form), first message per key.
 */
export function checkCampaignBody(kind: CampaignKindUi, body: Record<string, unknown>, creating: boolean): FieldErrors | null {
  const parsed = (creating ? kind.createBody : kind.updateBody).safeParse(body);
  if (parsed.success) return null;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The server's error keys the form shows at its fields: top-level ones and translations.N.{headline,body,language_code}. */
export function campaignFormErrorKeys(kind: CampaignKindUi, state: CampaignFormState): string[] {
  return [
    'name',
    'segment_id',
    'status',
    'scheduled_at',
    'user_target_datetime',
    'default_language_code',
    'translations',
    ...(kind.hasMedia ? ['image_url', 'deep_link'] : []),
    ...state.languages.flatMap((_code, i) => [
      `translations.${i}.${kind.headline}`,
      `translations.${i}.body`,
      `translations.${i}.language_code`,
    ]),
  ];
}
