-- Text filters and the free search of the table screens match `ILIKE '%text%'` (a substring
-- anywhere), which no b-tree index can serve: on the big tables every such search read the whole
-- table. Trigram GIN indexes let PostgreSQL answer a contains-pattern of three or more characters
-- from the index (a Bitmap Index Scan), whatever the table size.
--
-- PGlite (the embedded database of `npm start` and of tests without PostgreSQL) ships pg_trgm as
-- an extension that must be loaded when the database is opened: packages/db's connection loads it,
-- so this migration runs unchanged on both.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- users: filter[email] and the free search (id, e-mail or hash).
CREATE INDEX users_email_trgm_idx ON admin.users USING gin (email gin_trgm_ops);
-- surveys: filter[name] and the free search (id or name).
CREATE INDEX surveys_name_trgm_idx ON admin.surveys USING gin (name gin_trgm_ops);
-- admin logs: filter[request_url] over every page view and action ever logged.
CREATE INDEX admin_logs_request_url_trgm_idx ON admin.admin_logs USING gin (request_url gin_trgm_ops);
-- offers: filter[name] and the free search of the offer list and the offer report.
CREATE INDEX offers_name_trgm_idx ON admin.offers USING gin (name gin_trgm_ops);
