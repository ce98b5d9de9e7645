-- Passkeys and security keys as a second factor for staff (issue 24, item 1), beside TOTP.
-- A WebAuthn credential: its id (base64url, as the authenticator names it), COSE public key (base64url),
-- signature counter (a counter going back means a cloned key: refused), transports and the admin's name for it.
CREATE TABLE gateway.passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES core.admins (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_admin_idx ON gateway.passkeys (admin_id);

-- The challenge of a ceremony under way: one per admin and purpose (a newer one replaces it), taken
-- (deleted) by the answer that uses it, so it works once, and only until it expires.
CREATE TABLE gateway.passkey_challenges (
  admin_id integer NOT NULL REFERENCES core.admins (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (admin_id, purpose)
);
