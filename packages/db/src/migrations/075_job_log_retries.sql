-- /job-logs "retry failed" (specification 04, section 6; page holders): a retry is a new queued run of the
-- failed run's job and payload, pointing back at it, so the log keeps the failure and shows its retry.
ALTER TABLE admin.job_logs ADD COLUMN retry_of bigint;
CREATE INDEX job_logs_retry_of_idx ON admin.job_logs (retry_of) WHERE retry_of IS NOT NULL;
