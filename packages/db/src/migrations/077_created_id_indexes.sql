-- Issue 25: a clicks or survey-list-reloads page sorted by its time steps to the next page by keyset,
-- `(created_at, id) < (boundary row's created_at, boundary id)` ORDER BY created_at, id (ServerResource.keysetSorts).
-- An index on (created_at, id) takes that row comparison as its Index Cond and hands the rows in the page's
-- order, ties on the time included, so the page reads its own rows and sorts none. It replaces the
-- (created_at) index, whose every use (date windows, the id-window probes, the reports' day ranges) it serves
-- the same way.
CREATE INDEX IF NOT EXISTS clicks_created_id_idx ON admin.clicks (created_at, id);
DROP INDEX IF EXISTS admin.clicks_created_idx;
CREATE INDEX IF NOT EXISTS survey_list_reloads_created_id_idx ON admin.survey_list_reloads (created_at, id);
DROP INDEX IF EXISTS admin.survey_list_reloads_created_idx;
