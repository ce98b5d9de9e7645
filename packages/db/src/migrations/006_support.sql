-- The support API (support-api): the user review queue, its history and the support notes
-- (specification 03, user reviews; specification 02, section 7, notes).
CREATE SCHEMA IF NOT EXISTS support;

-- A user's place in the review queue: at most one review per user. Its status is the user's review
-- status (0 new, 1 problem, 2 review, 3 good, 4 perfect), read and set by the admin API's review
-- store as well; a user without a row reads as new.
CREATE TABLE support.user_reviews (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL UNIQUE REFERENCES admin.users (id) ON DELETE CASCADE,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  -- The review admin working the review (the admin filter and reassign act on it).
  assignee_admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  -- Who set the current status; null when the platform's own checks queued the user.
  status_admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list: a status (default 1) newest first, optionally one assignee.
CREATE INDEX user_reviews_status_created_idx ON support.user_reviews (status, created_at DESC, uuid);
CREATE INDEX user_reviews_assignee_idx ON support.user_reviews (assignee_admin_id, status);

-- Every change of a review: creation, status change, reassignment. A user's history shows the
-- latest 99 (specification 03, section 9).
CREATE TABLE support.review_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_uuid uuid NOT NULL REFERENCES support.user_reviews (uuid) ON DELETE CASCADE,
  user_id bigint NOT NULL,
  event text NOT NULL CHECK (event IN ('created', 'status_changed', 'reassigned')),
  previous_status smallint CHECK (previous_status BETWEEN 0 AND 4),
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 4),
  -- The assignee after this change.
  assignee_admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  -- Who made the change; null for the platform's own checks.
  admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_history_user_idx ON support.review_history (user_id, created_at DESC, id DESC);
-- "Judged today" of the statistic.
CREATE INDEX review_history_created_idx ON support.review_history (created_at) WHERE event = 'status_changed';

-- Support notes on a platform user: non-empty, at most 255 characters (specification 02, section 5).
CREATE TABLE support.user_notes (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES admin.users (id) ON DELETE CASCADE,
  admin_id integer REFERENCES core.admins (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (char_length(btrim(text)) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_notes_user_idx ON support.user_notes (user_id, created_at DESC, uuid);

-- A review with what every screen shows of it (user, app, assignee, status admin): read by the
-- support API's lists and by the admin API's review store, so both answer the same review.
CREATE VIEW support.user_review_items AS
SELECT r.uuid::text AS uuid, r.status, r.created_at, r.status_changed_at, r.updated_at,
       u.id AS user_id, u.hash AS user_hash, u.status AS user_status, u.country_code::text AS country_code,
       u.app_id, a.name AS app_name,
       r.assignee_admin_id AS assignee_id, asg.name AS assignee_name, asg.hex_color AS assignee_color,
       r.status_admin_id, sa.name AS status_admin_name, sa.hex_color AS status_admin_color
  FROM support.user_reviews r
  JOIN admin.users u ON u.id = r.user_id
  JOIN core.apps a ON a.id = u.app_id
  LEFT JOIN core.admins asg ON asg.id = r.assignee_admin_id
  LEFT JOIN core.admins sa ON sa.id = r.status_admin_id;

-- The counts of the review statistic: reviews by status, open reviews (open_statuses) by app,
-- assignee and age bucket (bucket_hours: upper bounds in hours, the last bucket open-ended), and
-- reviews judged (a status change to judged_statuses) since midnight UTC. Labels are added by the caller.
CREATE FUNCTION support.review_statistic(open_statuses int[], judged_statuses int[], bucket_hours int[]) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  WITH open_reviews AS (
    SELECT r.*, u.app_id FROM support.user_reviews r JOIN admin.users u ON u.id = r.user_id WHERE r.status = ANY(open_statuses)
  )
  SELECT jsonb_build_object(
    'by_status', (SELECT coalesce(jsonb_object_agg(status, n), '{}'::jsonb) FROM (SELECT status, count(*)::int AS n FROM support.user_reviews GROUP BY status) s),
    'by_app', (SELECT coalesce(jsonb_agg(jsonb_build_object('app_id', x.app_id, 'app_name', a.name, 'count', x.n) ORDER BY x.n DESC, x.app_id), '[]'::jsonb)
                 FROM (SELECT app_id, count(*)::int AS n FROM open_reviews GROUP BY app_id) x JOIN core.apps a ON a.id = x.app_id),
    'by_admin', (SELECT coalesce(jsonb_agg(jsonb_build_object('admin_id', x.assignee_admin_id, 'admin_name', ad.name, 'hex_color', ad.hex_color, 'count', x.n)
                   ORDER BY x.n DESC, x.assignee_admin_id NULLS FIRST), '[]'::jsonb)
                 FROM (SELECT assignee_admin_id, count(*)::int AS n FROM open_reviews GROUP BY assignee_admin_id) x
                 LEFT JOIN core.admins ad ON ad.id = x.assignee_admin_id),
    'by_age', (SELECT coalesce(jsonb_object_agg(bucket, n), '{}'::jsonb) FROM (
                 SELECT (SELECT coalesce(min(i), cardinality(bucket_hours) + 1) FROM generate_subscripts(bucket_hours, 1) i
                          WHERE now() - o.status_changed_at < make_interval(hours => bucket_hours[i])) AS bucket, count(*)::int AS n
                   FROM open_reviews o GROUP BY 1) b),
    'judged_today', (SELECT count(*)::int FROM support.review_history
                      WHERE event = 'status_changed' AND status = ANY(judged_statuses)
                        AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
  )
$$;
