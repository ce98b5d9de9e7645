-- The admin API's own schema, starting with the admin activity log (page views and actions,
-- POST /api/admin-logs). One of the large tables: read by keyset or simple pagination.
CREATE SCHEMA IF NOT EXISTS admin;

CREATE TABLE admin.admin_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No foreign keys on the two admin ids: an audit trail outlives the accounts it names, and an
  -- insert per page view should not pay for a key check.
  -- The account whose permissions applied (the switched-into account when switched).
  admin_id integer NOT NULL,
  -- The admin who signed in, when acting as another account.
  original_admin_id integer,
  type text NOT NULL CHECK (type IN ('page_view', 'action')),
  action text,
  request_url text NOT NULL,
  data jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_logs_admin_created_idx ON admin.admin_logs (admin_id, created_at DESC);
CREATE INDEX admin_logs_created_idx ON admin.admin_logs (created_at);
