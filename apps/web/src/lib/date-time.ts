import { formatDateTime, type DateInput } from '@bo/contract';

/** The admin's own time zone as the browser reports it. */
const adminZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A timestamp as DD.MM.YYYY HH:mm, 24-hour (specification 03, section 9), in the admin's time zone; '' for none. */
export const displayDateTime = (value: DateInput | null | undefined): string =>
  value === null || value === undefined ? '' : formatDateTime(value, adminZone());
