-- Issue 25, after 077: the other tables whose pages step by keyset in created_at order (ServerResource.keysetSorts:
-- users, surveys, offer clicks and events, IP logs, payments, survey invitations, postback logs) get the same
-- (created_at, id) index in place of their (created_at) one. A page sorted by its time then seeks
-- `(created_at, id) < (boundary's created_at, boundary id)` as an Index Cond and reads its rows in the page's order,
-- ties on the time included, with no Sort (the (created_at) index left an Incremental Sort on id). Every other use
-- of the old index (date windows, id-window probes, reports' day ranges) reads the new one's leading column the same
-- way. On a partitioned log the index is the parent's, made on each month's partition.
CREATE INDEX IF NOT EXISTS users_created_id_idx ON admin.users (created_at, id);
DROP INDEX IF EXISTS admin.users_created_idx;
CREATE INDEX IF NOT EXISTS surveys_created_id_idx ON admin.surveys (created_at, id);
DROP INDEX IF EXISTS admin.surveys_created_idx;
CREATE INDEX IF NOT EXISTS offer_clicks_created_id_idx ON admin.offer_clicks (created_at, id);
DROP INDEX IF EXISTS admin.offer_clicks_created_idx;
CREATE INDEX IF NOT EXISTS offer_events_created_id_idx ON admin.offer_events (created_at, id);
DROP INDEX IF EXISTS admin.offer_events_created_idx;
CREATE INDEX IF NOT EXISTS ip_logs_created_id_idx ON admin.ip_logs (created_at, id);
DROP INDEX IF EXISTS admin.ip_logs_created_idx;
CREATE INDEX IF NOT EXISTS payments_created_id_idx ON admin.payments (created_at, id);
DROP INDEX IF EXISTS admin.payments_created_idx;
CREATE INDEX IF NOT EXISTS survey_invitations_created_id_idx ON admin.survey_invitations (created_at, id);
DROP INDEX IF EXISTS admin.survey_invitations_created_idx;
CREATE INDEX IF NOT EXISTS postback_logs_created_id_idx ON admin.postback_logs (created_at, id);
DROP INDEX IF EXISTS admin.postback_logs_created_idx;
