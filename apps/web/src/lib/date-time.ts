import { formatDateTime, type DateInput } from '@bo/contract';

/** The admin's own time zone as the browser reports it. */
const adminZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A timestamp as DD.MM.YYYY HH:mm, 24-hour (specification 03, section 9), in the admin's time zone; '' for none. */
export const displayDateTime = (value: DateInput | null | undefined): string =>
  value === null || value === undefined ? '' : formatDateTime(value, adminZone());

/** An ISO instant written inside a text (a chat event's 'Snoozed until 2026-05-01T10:00:00.000Z'). */
const ISO_INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** A text with every ISO instant in it shown as DD.MM.YYYY HH:mm in the admin's zone (issue 19). */
export const displayInstantsIn = (text: string): string => text.replace(ISO_INSTANT, (instant) => displayDateTime(instant));
