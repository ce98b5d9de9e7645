-- The services may connect as a role of their own that owns nothing (db/src/roles.ts, compose's
-- SERVICE_DB_USER): it reads and writes the product's tables but may only INSERT and SELECT the
-- access log. What only an owner may do runs through these SECURITY DEFINER functions.

-- The user-details aggregates (packages/db/src/aggregates.ts): REFRESH needs the views' owner.
CREATE FUNCTION admin.refresh_user_details_aggregates(without_blocking boolean) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF without_blocking THEN
    REFRESH MATERIALIZED VIEW CONCURRENTLY admin.supplier_conversion_stats;
    REFRESH MATERIALIZED VIEW CONCURRENTLY admin.survey_reconciliation_stats;
  ELSE
    REFRESH MATERIALIZED VIEW admin.supplier_conversion_stats;
    REFRESH MATERIALIZED VIEW admin.survey_reconciliation_stats;
  END IF;
END $$;
