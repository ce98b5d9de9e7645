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
  // Test mode (ours: the specification names it without defining it; status-rules.ts).
  testModeSuperAdminOnly: 'Test mode is for super admins only',
  completesTestMin: 'Minimum value is 0',
  payoutNegative: 'Publisher Payout Sum cannot be negative',
  payoutDecimals: 'Publisher Payout Sum may have at most 2 decimals',
} as const;

/** Messages of the approval step (ours, in the same style: the specification names only the warning). */
export const STATUS_APPROVAL_MESSAGES = {
  notNeeded: 'This change needs no approval: save it directly',
  alreadyPending: 'This user already has a pending approval request: approve, reject or cancel it first',
  notFound: (id: number | string): string => `Approval request ${id} not found`,
  notPending: 'This approval request is no longer pending',
  approverRole: 'Only an admin or a super admin may approve or reject a request',
  ownRequest: 'You cannot approve or reject your own request',
  notRequester: 'Only the admin who asked may cancel this request',
  reasonTooLong: 'Reason may have at most 255 characters',
} as const;

/** Toasts of the screen after a successful action (ours: the specification shows none for these). */
export const STATUS_ACTION_TOASTS = {
  statusUpdated: 'Status has been updated!',
  supplierBanned: 'Supplier ban has been added!',
  supplierReactivated: 'Supplier has been reactivated!',
  supplierReset: 'Supplier data has been reset!',
  approvalRequested: 'Approval requested',
  approvalApproved: 'Request approved: status has been updated!',
  approvalRejected: 'Request rejected',
  approvalCancelled: 'Request cancelled',
} as const;
