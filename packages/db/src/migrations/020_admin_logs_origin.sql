-- Who wrote an admin-logs row (issue 14): 'client' for what a browser sent through POST /api/admin-logs
-- (page views, clicks, copies, searches), 'server' for what a service wrote about a change it made
-- (access changes, actions on users). The screen shows them apart, so a browser's row can never pass
-- for a server's. A row written without saying is the less trusted kind.
ALTER TABLE admin.admin_logs ADD COLUMN origin text NOT NULL DEFAULT 'client' CHECK (origin IN ('client', 'server'));

-- The rows already written by the services, known by their reserved action names.
UPDATE admin.admin_logs SET origin = 'server' WHERE action = 'admin.access' OR action LIKE 'user.%';

-- The services' action names are theirs alone, in the database too.
ALTER TABLE admin.admin_logs ADD CONSTRAINT admin_logs_server_actions_reserved
  CHECK (origin = 'server' OR action IS NULL OR NOT (action = 'admin.access' OR action LIKE 'user.%'));
