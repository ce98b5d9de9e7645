import { describe, expect, it } from 'vitest';
import { approvalDecisionRefusal, mayCancelApproval } from './approval-rules.ts';
import { STATUS_APPROVAL_MESSAGES as M } from './status-messages.ts';

describe('approval rules (ours: specification 02, section 4 names the approval step only)', () => {
  const requester = { adminId: 201, originalAdminId: null };

  it('lets an admin or super admin other than the requester decide', () => {
    expect(approvalDecisionRefusal({ adminId: 11, originalAdminId: null, role: 2 }, requester)).toBeNull();
    expect(approvalDecisionRefusal({ adminId: 1, originalAdminId: null, role: 1 }, requester)).toBeNull();
    expect(approvalDecisionRefusal({ adminId: 93, originalAdminId: null, role: 3 }, requester)).toBe(M.approverRole);
  });

  it('compares people, not accounts: the admin signed in behind a switched account is the requester too', () => {
    const switched = { adminId: 201, originalAdminId: 1 };
    expect(approvalDecisionRefusal({ adminId: 1, originalAdminId: null, role: 1 }, switched)).toBe(M.ownRequest);
    expect(approvalDecisionRefusal({ adminId: 11, originalAdminId: 1, role: 2 }, switched)).toBe(M.ownRequest);
    expect(approvalDecisionRefusal({ adminId: 11, originalAdminId: 5, role: 2 }, switched)).toBeNull();
  });

  it('lets only the account that asked cancel', () => {
    expect(mayCancelApproval({ adminId: 201 }, requester)).toBe(true);
    expect(mayCancelApproval({ adminId: 11 }, requester)).toBe(false);
  });
});
