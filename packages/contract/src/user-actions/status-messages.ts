import { USER_DETAILS_MESSAGES } from '../user-details/messages.ts';

/**
 * Messages of the status, protection and supplier-ban forms (specification 02, section 5), word for
 * word. The specification gives none for a bad protection date, a status the forms cannot set or an
 * unknown supplier; those three are ours, in the same style.
 */
export const STATUS_ACTION_MESSAGES = {
  commentRequired: 'Internal comment is required!',
  banExpiryInvalid: 'Ban expiry is invalid!',
  completesRequired: 'Completes field is required!',
  completesMin: 'Minimum value is 1',
  completesMax: 'Maximum value is 16,777,215',
  payoutRequired: 'Publisher Payout Sum field is required!',
  atLeastOne: 'At least one of the fields is required!',
  approvalNeeded: USER_DETAILS_MESSAGES.approvalNeeded,
  protectedUntilInvalid: 'Protection date is invalid!',
  statusInvalid: 'Status is invalid!',
  supplierNotFound: (id: number | string): string => `Supplier ${id} not found`,
} as const;

/** Toasts of the screen after a successful action (ours: the specification shows none for these). */
export const STATUS_ACTION_TOASTS = {
  statusUpdated: 'Status has been updated!',
  supplierBanned: 'Supplier ban has been added!',
  supplierReactivated: 'Supplier has been reactivated!',
  supplierReset: 'Supplier data has been reset!',
} as const;
