-- A second factor for staff sign-in (issue 24, items 1 and 5).
-- TOTP: the seed is AES-256-GCM encrypted under FACTOR_KEY (never stored in clear); last_step is the
-- last accepted 30-second time step, so a code is accepted once. A seed being enrolled waits in
-- pending_secret until a code from it is confirmed.
CREATE TABLE gateway.admin_factors (
  admin_id integer PRIMARY KEY REFERENCES core.admins (id) ON DELETE CASCADE,
  totp_secret text,
  pending_secret text,
  last_step bigint,
  enrolled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Ten recovery codes per enrolment: only their SHA-256 is kept, each usable once.
CREATE TABLE gateway.recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES core.admins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX recovery_codes_admin_idx ON gateway.recovery_codes (admin_id) WHERE used_at IS NULL;

-- Step-up: when the person last proved who they are (sign-in, or re-authentication with a code or the
-- password); money and access calls need it within 10 minutes. A switch keeps it.
ALTER TABLE gateway.sessions ADD COLUMN authenticated_at timestamptz;
UPDATE gateway.sessions SET authenticated_at = created_at;
ALTER TABLE gateway.sessions ALTER COLUMN authenticated_at SET NOT NULL, ALTER COLUMN authenticated_at SET DEFAULT now();
-- A session opened while MFA_REQUIRED and the person has no factor yet: only enrolment, me and sign-out.
ALTER TABLE gateway.sessions ADD COLUMN needs_enrolment boolean NOT NULL DEFAULT false;
