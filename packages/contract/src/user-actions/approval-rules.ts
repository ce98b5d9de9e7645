import { ADMIN_ROLE, samePerson } from '../access.ts';
import { STATUS_APPROVAL_MESSAGES as M } from './status-messages.ts';

/** Where an approval request is: pending until approved, rejected or cancelled (then closed for good). */
export const STATUS_APPROVAL_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type StatusApprovalState = (typeof STATUS_APPROVAL_STATES)[number];

/** An admin as the approval rules see him: the account acting, and who signed in behind it when switched. */
export interface ApprovalActor {
  adminId: number;
  originalAdminId: number | null;
  role: number;
}

/**
 * Our approval step (the specification names the warning only). Who may approve or reject a pending
 * request: an admin or super admin (role 1 or 2) who is not the requester. Four eyes: "not the
 * requester" compares people, not accounts, so neither the account that asked nor the admin signed in
 * behind it (switch account) may decide it. Answers the refusal's message, or null when allowed.
 */
export function approvalDecisionRefusal(approver: ApprovalActor, requester: Omit<ApprovalActor, 'role'>): string | null {
  if (approver.role !== ADMIN_ROLE.superAdmin && approver.role !== ADMIN_ROLE.admin) return M.approverRole;
  if (samePerson(approver, requester)) return M.ownRequest;
  return null;
}

/** Only the account that asked may cancel its request (an approver rejects instead). */
export function mayCancelApproval(admin: { adminId: number }, requester: { adminId: number }): boolean {
  return admin.adminId === requester.adminId;
}
