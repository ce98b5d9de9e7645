import { NOTE_MAX_LENGTH } from '../constants.ts';
import { REASSIGN_MAX_UUIDS } from './constants.ts';

/**
 * Messages of user reviews, support notes and the review store. The spec's words (specifications 02
 * and 03, section 8) are kept word for word; the others are ours, written for the staff who read them.
 */
export const REVIEW_MESSAGES = {
  /** Prefixes of the two lists a reassign shows (specification 03, section 8). */
  reassignSuccessfulPrefix: 'Successful UUIDs: ',
  reassignFailedPrefix: 'Failed UUIDs: ',
  reassignNoUuids: 'Select at least one review to reassign.',
  reassignTooMany: `At most ${REASSIGN_MAX_UUIDS} reviews can be reassigned at once.`,
  adminNotFound: 'The selected admin does not exist.',
  adminNotAssignable: 'Only review admins with status 0 or 1 can be assigned reviews.',
  invalidUuid: 'Not a valid review UUID.',
  reviewNotFound: 'No review with this UUID.',
  notReviewAdmin: 'Only review admins have a review status.',
  supportReviewStatusInvalid: 'The review status must be 0 (paused), 1 (active) or 2 (away).',
  userNotFound: 'User not found.',
  reviewStatusInvalid: 'The review status must be 0 (new), 1 (problem), 2 (review), 3 (good) or 4 (perfect).',
  userOrHashRequired: 'Give the user_id or the hash of the user.',
  reviewStatusUpdated: 'Review status updated.',
} as const;

export const NOTE_MESSAGES = {
  /** Specification 02, section 8. */
  added: 'Note added successfully',
  failed: 'Failed to add note',
  required: 'Note text is required.',
  /** The counter's words when the note is over the limit (specification 02, section 5). */
  tooLong: 'Character limit exceeded',
  tooLongDetail: `A note can be at most ${NOTE_MAX_LENGTH} characters.`,
} as const;

export const ALERT_MESSAGES = {
  alertNotFound: 'System alert not found.',
  onlyMarkSeen: 'An alert can only be marked seen (is_seen: true).',
  markedSeen: 'System alert marked as seen.',
} as const;

export const CAMPAIGN_MESSAGES = {
  unknownProject: (project: string) => `Unknown project: ${project}.`,
  segmentNotFound: 'Segment not found.',
  emailCampaignNotFound: 'E-mail campaign not found.',
  pushCampaignNotFound: 'Push campaign not found.',
  nameRequired: 'Name is required.',
  nameTooLong: (max: number) => `Name can be at most ${max} characters.`,
  segmentRequired: 'Segment is required.',
  segmentWrongType: (segmentType: string) => `The segment must be a ${segmentType} segment of this project.`,
  languageUnknown: (code: string) => `Unknown language code: ${code}.`,
  defaultLanguageRequired: 'Default language is required.',
  defaultLanguageTranslationMissing: 'The default language needs a translation.',
  duplicateLanguage: (code: string) => `The language ${code} is given twice.`,
  subjectRequired: 'Subject is required.',
  subjectTooLong: (max: number) => `Subject can be at most ${max} characters.`,
  titleRequired: 'Title is required.',
  titleTooLong: (max: number) => `Title can be at most ${max} characters.`,
  bodyRequired: 'Body is required.',
  bodyTooLong: (max: number) => `Body can be at most ${max} characters.`,
  scheduledAtInvalid: 'Scheduled at must be a date and time with its time zone, e.g. 2025-01-31T09:00:00Z.',
  userTargetDatetimeInvalid:
    "User target time must be a local date and time, e.g. 2025-01-31 09:00 (sent at that time in each user's time zone).",
  scheduleRequired: 'A scheduled campaign needs a send time: scheduled_at, or user_target_datetime when sending in the user time zone.',
  scheduleInPast: 'The send time must be in the future.',
  emailStatusNotSelectable: 'The status can be set to 1 (Initialized), 4 (Ready to schedule) or 5 (Scheduled).',
  pushStatusNotSelectable: 'Only Draft (0) and Scheduled (1) can be selected.',
  emailCampaignLocked: (status: string) => `This e-mail campaign is ${status} and can no longer be edited.`,
  pushCampaignLocked: (status: string) => `This push campaign is ${status}: only Draft or Scheduled push campaigns can be edited.`,
  pushCancelNotAllowed: (status: string) =>
    `This push campaign is ${status}: only Draft, Scheduled or Ready to send push campaigns can be cancelled.`,
  pushCancelled: 'Push campaign cancelled.',
  imageUrlInvalid: 'Image URL must be an https:// address of an image.',
  deepLinkInvalid: 'Deep link must be an app link such as earnstar://offers, a web address, or a path such as /offers.',
  linkTooLong: (max: number) => `A link can be at most ${max} characters.`,
  campaignSaved: 'Campaign saved.',
  translationSaved: 'Translation saved.',
} as const;
