-- Whether an app's users are routed to surveys (App Overview's "surveys running", issue 15): the switch
-- Stop/Resume App Survey (app_survey_stop_resume, top admins only) turns on /apps.
ALTER TABLE core.apps ADD COLUMN surveys_running boolean NOT NULL DEFAULT true;

-- The supplier's own transaction id of a click (its postback's reference), so a supplier's
-- reconciliation file may name completes by it instead of our click ids (/supplier-reconciliations).
ALTER TABLE admin.clicks ADD COLUMN supplier_transaction_id text;
CREATE INDEX clicks_supplier_transaction_idx ON admin.clicks (supplier_id, supplier_transaction_id) WHERE supplier_transaction_id IS NOT NULL;
