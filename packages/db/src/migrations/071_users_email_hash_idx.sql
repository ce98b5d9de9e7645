-- E-mail hash matching (issue 18): a suppression import by e-mail hash finds its users by
-- md5(lower(trim(email))) (apps/admin-api/src/resources/suppression-import.ts); this expression index
-- answers it by lookups instead of hashing every user's e-mail.
CREATE INDEX users_email_md5_idx ON admin.users (md5(lower(trim(email)))) WHERE email IS NOT NULL;
