-- The audit trail of actions on a platform user (status, bans, settings, credit, offer events):
-- who did it, acting as whom, what, on which user, and the values before and after. Written in the
-- same transaction as the change, so a failed write leaves no entry and an entry always has its change.
CREATE TABLE admin.user_action_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The account whose permissions applied (the switched-into account when switched).
  admin_id integer NOT NULL,
  -- The admin who signed in, when acting as another account.
  original_admin_id integer,
  user_id bigint NOT NULL,
  action text NOT NULL,
  request_id text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_action_audit_user_idx ON admin.user_action_audit (user_id, created_at DESC);
CREATE INDEX user_action_audit_admin_idx ON admin.user_action_audit (admin_id, created_at DESC);
