-- One-time, expiring links a super admin issues (issue 24): an invitation to register (self-registration
-- closed, REGISTRATION off) and a password reset. Only the SHA-256 of the link's secret is kept, so the
-- table alone cannot be used to register or to take over an account.
CREATE TABLE gateway.account_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invitation', 'password-reset')),
  token_hash text NOT NULL UNIQUE,
  -- An invitation names the e-mail that may register with it.
  email text,
  -- A reset names the admin whose password it sets.
  admin_id integer REFERENCES core.admins (id) ON DELETE CASCADE,
  created_by integer NOT NULL REFERENCES core.admins (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((kind = 'invitation' AND email IS NOT NULL) OR (kind = 'password-reset' AND admin_id IS NOT NULL))
);
CREATE INDEX account_links_admin_idx ON gateway.account_links (admin_id) WHERE used_at IS NULL;
