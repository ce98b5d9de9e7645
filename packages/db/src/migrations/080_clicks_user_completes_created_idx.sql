-- User details' reconciliation months (issue 21 item 6; apps/admin-api/src/user-details/details/reconciliation.ts)
-- count the user's completes of the last months by month, survey and reconciliation. With the user holding a small
-- share of a large table, as in production, PostgreSQL read them through clicks_completes_idx, every complete of every
-- user, and kept the user's: 160-170 ms for a user with 100k clicks among 2.1 M (bench/user-details.ts with
-- BENCH_OTHER_CLICKS=2000000). This index gives it the user's completes of the window alone, without the table:
-- 10 ms. Its size is that of clicks_completes_user_idx (16 MB for 2.1 M clicks, a fifth of them completes).
CREATE INDEX IF NOT EXISTS clicks_user_completes_created_idx ON admin.clicks (user_id, created_at) INCLUDE (survey_id, complete_status)
  WHERE status = 1;
