-- Issue 25: the clicks page of one UTC day and one status (the staff's "today's completes") walks
-- this index in the page's id order and reads only the rows it shows, whatever the table's size.
-- The list engine adds `(created_at AT TIME ZONE 'UTC')::date = day` beside the window when a date
-- range is exactly one day and the status has one value (ServerResource.dayIndex).
CREATE INDEX IF NOT EXISTS clicks_status_day_idx ON admin.clicks (status, ((created_at AT TIME ZONE 'UTC')::date), id);
