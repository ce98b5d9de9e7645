-- A passkey as the only factor (issue 24): the usernameless ceremony's challenge belongs to no admin
-- yet (the authenticator picks the credential), so it is kept by its own value, taken (deleted) by the
-- answer that signs it, so it works once, and only until it expires.
CREATE TABLE gateway.passkey_sign_in_challenges (
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_sign_in_challenges_expiry_idx ON gateway.passkey_sign_in_challenges (expires_at);
