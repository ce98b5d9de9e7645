-- User details (issue 21 item 6): a user's supplier totals and 30-day chart read one row per user, UTC day and
-- supplier instead of aggregating every click of the user on each page load (26-33 ms and 19 ms for a user with 100k
-- clicks). docs/user-details-speed.md has the measurements and the design.
--
-- Each row holds the sums of the user's clicks of that day at that supplier, as the page counts them: clicks;
-- completes (status 1) with their revenue and publisher payout; reconciled completes (complete_status 2); clicks
-- answered with a suspicious response status (admin-api's SUSPICIOUS_RESPONSE_STATUSES, mirrored by
-- admin.is_suspicious_response below and checked against it by a test).
CREATE TABLE admin.user_click_days (
  user_id bigint NOT NULL,
  day date NOT NULL,
  supplier_id integer NOT NULL,
  clicks integer NOT NULL,
  completes integer NOT NULL,
  reconciled integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  payout numeric(16, 2) NOT NULL,
  suspicious integer NOT NULL,
  PRIMARY KEY (user_id, day, supplier_id)
);

CREATE FUNCTION admin.is_suspicious_response(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(status IN ('screenout_quality', 'screenout_speeding', 'screenout_duplicate'), false)
$$;

-- Statement triggers with transition tables, as the report rollups' (migration 021): one grouped statement per
-- statement on the clicks, so a bulk load or a reconciliation file of thousands of rows costs one, not one per row.
-- An insert adds, a delete takes away (its rows exist: the clicks were counted), an update does both for the rows
-- whose counted columns changed. The upserts go in key order, so two statements touching the same users lock their
-- rows in the same order.
CREATE FUNCTION admin.user_click_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin.user_click_days AS d (user_id, day, supplier_id, clicks, completes, reconciled, revenue, payout, suspicious)
  SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, supplier_id, count(*), count(*) FILTER (WHERE status = 1),
    count(*) FILTER (WHERE complete_status = 2), coalesce(sum(revenue) FILTER (WHERE status = 1), 0),
    coalesce(sum(publisher_payout) FILTER (WHERE status = 1), 0), count(*) FILTER (WHERE admin.is_suspicious_response(response_status))
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, day, supplier_id) DO UPDATE SET clicks = d.clicks + EXCLUDED.clicks,
    completes = d.completes + EXCLUDED.completes, reconciled = d.reconciled + EXCLUDED.reconciled,
    revenue = d.revenue + EXCLUDED.revenue, payout = d.payout + EXCLUDED.payout, suspicious = d.suspicious + EXCLUDED.suspicious;
  RETURN NULL;
END $$;

CREATE FUNCTION admin.user_click_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, supplier_id, count(*) AS clicks, count(*) FILTER (WHERE status = 1) AS completes,
      count(*) FILTER (WHERE complete_status = 2) AS reconciled, coalesce(sum(revenue) FILTER (WHERE status = 1), 0) AS revenue,
      coalesce(sum(publisher_payout) FILTER (WHERE status = 1), 0) AS payout, count(*) FILTER (WHERE admin.is_suspicious_response(response_status)) AS suspicious
    FROM old_rows GROUP BY 1, 2, 3
  )
  UPDATE admin.user_click_days d SET clicks = d.clicks - g.clicks, completes = d.completes - g.completes,
    reconciled = d.reconciled - g.reconciled, revenue = d.revenue - g.revenue, payout = d.payout - g.payout, suspicious = d.suspicious - g.suspicious
  FROM gone g WHERE (d.user_id, d.day, d.supplier_id) = (g.user_id, g.day, g.supplier_id);
  RETURN NULL;
END $$;

-- Only the rows whose counted columns changed: the old values taken away, the new ones added.
CREATE FUNCTION admin.user_click_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH pairs AS (
    SELECT o.user_id AS o_user, o.created_at AS o_at, o.supplier_id AS o_supplier, o.status AS o_status, o.complete_status AS o_complete,
      o.revenue AS o_revenue, o.publisher_payout AS o_payout, o.response_status AS o_response,
      n.user_id, n.created_at, n.supplier_id, n.status, n.complete_status, n.revenue, n.publisher_payout, n.response_status
    FROM old_rows o JOIN new_rows n USING (id)
    WHERE (n.user_id, n.created_at, n.supplier_id, n.status, n.complete_status, n.revenue, n.publisher_payout, n.response_status)
      IS DISTINCT FROM (o.user_id, o.created_at, o.supplier_id, o.status, o.complete_status, o.revenue, o.publisher_payout, o.response_status)
  ),
  changed AS (
    SELECT -1 AS sign, o_user AS user_id, o_at AS created_at, o_supplier AS supplier_id, o_status AS status, o_complete AS complete_status,
      o_revenue AS revenue, o_payout AS publisher_payout, o_response AS response_status
    FROM pairs
    UNION ALL
    SELECT 1, user_id, created_at, supplier_id, status, complete_status, revenue, publisher_payout, response_status FROM pairs
  )
  INSERT INTO admin.user_click_days AS d (user_id, day, supplier_id, clicks, completes, reconciled, revenue, payout, suspicious)
  SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, supplier_id, sum(sign), coalesce(sum(sign) FILTER (WHERE status = 1), 0),
    coalesce(sum(sign) FILTER (WHERE complete_status = 2), 0), coalesce(sum(sign * revenue) FILTER (WHERE status = 1), 0),
    coalesce(sum(sign * publisher_payout) FILTER (WHERE status = 1), 0),
    coalesce(sum(sign) FILTER (WHERE admin.is_suspicious_response(response_status)), 0)
  FROM changed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, day, supplier_id) DO UPDATE SET clicks = d.clicks + EXCLUDED.clicks,
    completes = d.completes + EXCLUDED.completes, reconciled = d.reconciled + EXCLUDED.reconciled,
    revenue = d.revenue + EXCLUDED.revenue, payout = d.payout + EXCLUDED.payout, suspicious = d.suspicious + EXCLUDED.suspicious;
  RETURN NULL;
END $$;

CREATE TRIGGER clicks_user_days_insert AFTER INSERT ON admin.clicks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.user_click_days_insert();
CREATE TRIGGER clicks_user_days_update AFTER UPDATE ON admin.clicks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.user_click_days_update();
CREATE TRIGGER clicks_user_days_delete AFTER DELETE ON admin.clicks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.user_click_days_delete();
-- A truncated clicks table leaves no days behind.
CREATE FUNCTION admin.user_click_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin.user_click_days;
  RETURN NULL;
END $$;
CREATE TRIGGER clicks_user_days_truncate AFTER TRUNCATE ON admin.clicks FOR EACH STATEMENT EXECUTE FUNCTION admin.user_click_days_truncate();

-- The clicks already there, after the triggers exist and in the same transaction, so no click falls between the two.
-- On tens of millions of clicks this runs for minutes (docs/user-details-speed.md).
INSERT INTO admin.user_click_days (user_id, day, supplier_id, clicks, completes, reconciled, revenue, payout, suspicious)
SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, supplier_id, count(*), count(*) FILTER (WHERE status = 1),
  count(*) FILTER (WHERE complete_status = 2), coalesce(sum(revenue) FILTER (WHERE status = 1), 0),
  coalesce(sum(publisher_payout) FILTER (WHERE status = 1), 0), count(*) FILTER (WHERE admin.is_suspicious_response(response_status))
FROM admin.clicks GROUP BY 1, 2, 3;
