-- Issue 16: a product's affiliate partner is found by its source key (users.external_source), so one
-- source key names one partner per app; the form engine refuses a second one with 409 naming the field.
DROP INDEX admin.affiliate_partners_app_idx;
CREATE UNIQUE INDEX affiliate_partners_app_source_idx ON admin.affiliate_partners (app_id, source_key);
