-- Reports and monitoring (issue 15): the two rollups of sums every report reads (specification 04,
-- rule 1), the distinct active users per day (distinct users are counted from rows, never summed),
-- and the days a late change touched, which admin-api's rollup job rebuilds.
-- Day = UTC day. Clicks count on created_at, completes on completed_at, offer events on created_at
-- with status 2 (rejected) left out (rule 2). A reconciled complete counts against its own day.

-- UTC day x app x supplier x supplier buyer x country x platform; offer rows carry their provider
-- (and no supplier) so survey and offer money add up to the day's revenue.
CREATE TABLE admin.daily_stats (
  day date NOT NULL,
  app_id integer NOT NULL,
  supplier_id integer,
  supplier_buyer_id integer,
  offer_provider_id integer,
  country_code char(2),
  platform text,
  clicks integer NOT NULL DEFAULT 0,
  clicks_init integer NOT NULL DEFAULT 0,
  clicks_completed integer NOT NULL DEFAULT 0,
  clicks_screen_out integer NOT NULL DEFAULT 0,
  clicks_cancelled integer NOT NULL DEFAULT 0,
  completes integer NOT NULL DEFAULT 0,
  revenue numeric(14, 2) NOT NULL DEFAULT 0,
  publisher_payout numeric(14, 2) NOT NULL DEFAULT 0,
  -- User rewards in dollars: app units over the app's points_divisor (rule 3).
  user_reward_usd numeric(16, 4) NOT NULL DEFAULT 0,
  -- Sum of the surveys' LOI over the completes: avg LOI = loi_sum / completes.
  loi_sum bigint NOT NULL DEFAULT 0,
  reconciled integer NOT NULL DEFAULT 0,
  reconciled_revenue numeric(14, 2) NOT NULL DEFAULT 0,
  reconciled_payout numeric(14, 2) NOT NULL DEFAULT 0,
  at_risk integer NOT NULL DEFAULT 0,
  at_risk_revenue numeric(14, 2) NOT NULL DEFAULT 0,
  offer_clicks integer NOT NULL DEFAULT 0,
  offer_events integer NOT NULL DEFAULT 0,
  offer_revenue numeric(14, 2) NOT NULL DEFAULT 0,
  offer_payout numeric(14, 2) NOT NULL DEFAULT 0,
  offer_user_reward_usd numeric(16, 4) NOT NULL DEFAULT 0
);
CREATE INDEX daily_stats_day_idx ON admin.daily_stats (day);
CREATE INDEX daily_stats_supplier_idx ON admin.daily_stats (supplier_id, day);
CREATE INDEX daily_stats_app_idx ON admin.daily_stats (app_id, day);

-- Day x survey x app (the survey's country and buyer carried along for the top-survey screens).
CREATE TABLE admin.daily_survey_stats (
  day date NOT NULL,
  survey_id integer NOT NULL,
  app_id integer NOT NULL,
  supplier_id integer NOT NULL,
  supplier_buyer_id integer,
  country_code char(2),
  clicks integer NOT NULL DEFAULT 0,
  completes integer NOT NULL DEFAULT 0,
  revenue numeric(14, 2) NOT NULL DEFAULT 0,
  publisher_payout numeric(14, 2) NOT NULL DEFAULT 0,
  reconciled integer NOT NULL DEFAULT 0,
  reconciled_revenue numeric(14, 2) NOT NULL DEFAULT 0,
  at_risk integer NOT NULL DEFAULT 0
);
CREATE INDEX daily_survey_stats_day_idx ON admin.daily_survey_stats (day, survey_id);
CREATE INDEX daily_survey_stats_survey_idx ON admin.daily_survey_stats (survey_id, day);

-- One row per user and UTC day with a click or an offer click: active users = count(DISTINCT user_id).
CREATE TABLE admin.daily_active_users (
  day date NOT NULL,
  user_id bigint NOT NULL,
  app_id integer NOT NULL,
  country_code char(2),
  platform text,
  PRIMARY KEY (day, user_id)
);
CREATE INDEX daily_active_users_app_idx ON admin.daily_active_users (app_id, day);

-- Past days a late row touched (a reconciliation, a late postback or offer event): the rollup job
-- rebuilds and removes them. Today is rebuilt on every round anyway.
CREATE TABLE admin.rollup_dirty_days (
  day date PRIMARY KEY,
  marked_at timestamptz NOT NULL DEFAULT now()
);

-- Statement triggers with transition tables: one INSERT ... SELECT DISTINCT per statement, so a
-- bulk load or a reconciliation file of thousands of rows marks its few days once.
CREATE FUNCTION admin.mark_click_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin.rollup_dirty_days (day)
  SELECT DISTINCT d FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS d FROM changed_rows
    UNION ALL
    SELECT (completed_at AT TIME ZONE 'UTC')::date FROM changed_rows WHERE completed_at IS NOT NULL
  ) x
  WHERE d < (now() AT TIME ZONE 'UTC')::date
  ON CONFLICT (day) DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION admin.mark_created_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin.rollup_dirty_days (day)
  SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date FROM changed_rows
  WHERE created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  ON CONFLICT (day) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER clicks_rollup_insert AFTER INSERT ON admin.clicks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.mark_click_days();
CREATE TRIGGER clicks_rollup_update AFTER UPDATE ON admin.clicks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.mark_click_days();
CREATE TRIGGER offer_events_rollup_insert AFTER INSERT ON admin.offer_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.mark_created_days();
CREATE TRIGGER offer_events_rollup_update AFTER UPDATE ON admin.offer_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.mark_created_days();

-- Raw-row reports: response status per hour and supplier reads clicks by time with the status
-- beside it (index-only over the window).
CREATE INDEX clicks_created_supplier_idx ON admin.clicks (created_at, supplier_id) INCLUDE (response_status, status);
