-- Single sign-on with the company's identity provider (OIDC, issue 24 item 2). One row per sign-in under
-- way, named by a random id the browser holds in an HttpOnly cookie (only its SHA-256 is kept here):
-- first the authorization request's state, nonce and PKCE verifier (until the provider sends the browser
-- back), then, when the admin must still give their own second factor, the admin it matched. A row is
-- taken (deleted) by the step that uses it, so each works once, and only until it expires.
CREATE TABLE gateway.oidc_sign_ins (
  id_hash text PRIMARY KEY,
  state text,
  nonce text,
  code_verifier text,
  admin_id integer REFERENCES core.admins (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  CHECK ((admin_id IS NULL) = (state IS NOT NULL))
);
CREATE INDEX oidc_sign_ins_expiry_idx ON gateway.oidc_sign_ins (expires_at);
