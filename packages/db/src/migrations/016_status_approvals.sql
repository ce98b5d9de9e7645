-- The approval step of a status change (specification 02, section 4; our rule in packages/contract
-- src/user-actions/status-rules.ts and approval-rules.ts). A staff admin's ban, shadow ban or activation
-- is stored here instead of changing the user; an admin or super admin other than the requester approves
-- it (applied as PUT /api/users/:id/status would, in one transaction), rejects it, or the requester
-- cancels it. The full change is kept, as typed columns.
CREATE TABLE admin.user_status_approvals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES admin.users (id),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'cancelled')),
  -- The change, as the body of PUT /api/users/:id/status.
  status smallint NOT NULL CHECK (status IN (1, 2, 3, 4, 6)),
  comment text NOT NULL,
  ban_indefinite boolean NOT NULL DEFAULT false,
  ban_expiry date,
  protected_status smallint CHECK (protected_status IN (1, 2, 3)),
  protected_until date,
  protected_completes integer,
  protected_offers_payout numeric(10, 2),
  test_mode boolean NOT NULL DEFAULT false,
  -- Who asked: the account acting, and the admin signed in behind it when switched.
  requested_by_admin_id integer NOT NULL,
  requested_original_admin_id integer,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- Who approved or rejected it (the requester, for a cancel), when, and the reason of a rejection.
  decided_by_admin_id integer,
  decided_original_admin_id integer,
  decided_at timestamptz,
  reason text
);
-- One pending request per user at a time: a second one is refused (409).
CREATE UNIQUE INDEX user_status_approvals_one_pending ON admin.user_status_approvals (user_id) WHERE state = 'pending';
CREATE INDEX user_status_approvals_user_idx ON admin.user_status_approvals (user_id, requested_at DESC);

-- Test mode of the activate modal (super admins only) allows a protection of 0 completes or a $0 payout.
ALTER TABLE admin.users DROP CONSTRAINT users_protected_completes_check;
ALTER TABLE admin.users ADD CONSTRAINT users_protected_completes_check CHECK (protected_completes BETWEEN 0 AND 16777215);
ALTER TABLE admin.users DROP CONSTRAINT users_protected_offers_payout_check;
ALTER TABLE admin.users ADD CONSTRAINT users_protected_offers_payout_check CHECK (protected_offers_payout >= 0);
