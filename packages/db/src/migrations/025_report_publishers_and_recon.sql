-- Reports of issue 15, the rest (specification 04, sections 2 and 3).

-- Publisher Performance reads the traffic of a publisher's apps (apps.publisher_id, new); the core app
-- names none.
ALTER TABLE core.apps ADD COLUMN publisher_id integer REFERENCES admin.publishers (id);
CREATE INDEX apps_publisher_idx ON core.apps (publisher_id) WHERE publisher_id IS NOT NULL;

-- Supplier Reconciliations: when each supplier's reconciliations last landed, per complete month,
-- read from the reconciled completes alone (index-only).
CREATE INDEX clicks_reconciled_completed_idx ON admin.clicks (completed_at) INCLUDE (supplier_id, reconciled_at) WHERE complete_status = 2;
