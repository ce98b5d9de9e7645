import { BANNED_STATUSES } from './constants.ts';

/** A supplier ban row `b` in force: not lifted and not past its end. */
export const ACTIVE_SUPPLIER_BAN = `(b.lifted_at IS NULL AND (b.end_at IS NULL OR b.end_at > now()))`;

/** `status IN (2, 3)` for a users alias: the banned statuses of the ban rates. */
export const isBanned = (alias: string): string => `${alias}.status IN (${BANNED_STATUSES.join(', ')})`;
