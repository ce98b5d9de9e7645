-- A coarser level of daily_stats (issue 15): the same sums per UTC day x app x supplier x offer
-- provider, without buyer, country and platform. Its size follows the number of suppliers, not the
-- traffic (about 16 thousand rows for 90 days whether there are one or ten million clicks), so the
-- reports that neither group nor filter by buyer, country or platform read it instead of
-- daily_stats. It is summed from daily_stats in the same rebuild: one truth, two sizes.
CREATE TABLE admin.daily_app_supplier_stats (LIKE admin.daily_stats);
ALTER TABLE admin.daily_app_supplier_stats DROP COLUMN supplier_buyer_id, DROP COLUMN country_code, DROP COLUMN platform;
CREATE INDEX daily_app_supplier_stats_day_idx ON admin.daily_app_supplier_stats (day);
