-- Offer reports over a rollup (issue 18, specification 04 rule 1): per UTC day x offer x app x country x
-- platform, the offer clicks (on created_at) and the offer events (on created_at; rejected ones, status 2,
-- counted apart and left out of the money), kept by the rollup job beside daily_stats and rebuilt from the
-- rows with it (today, every day a late row marked, `npm run rollups:rebuild`). Distinct users are never
-- summed here: the reports count them from the rows.
CREATE TABLE admin.daily_offer_stats (
  day date NOT NULL,
  offer_id integer NOT NULL,
  offer_provider_id integer,
  app_id integer,
  country_code char(2),
  platform text,
  clicks integer NOT NULL DEFAULT 0,
  -- Events not rejected, and their money (user rewards in dollars, by the app's points_divisor).
  events integer NOT NULL DEFAULT 0,
  revenue numeric(14, 2) NOT NULL DEFAULT 0,
  publisher_payout numeric(14, 2) NOT NULL DEFAULT 0,
  user_reward_usd numeric(16, 4) NOT NULL DEFAULT 0,
  all_events integer NOT NULL DEFAULT 0,
  rejected_events integer NOT NULL DEFAULT 0
);
CREATE INDEX daily_offer_stats_day_idx ON admin.daily_offer_stats (day, offer_id);
CREATE INDEX daily_offer_stats_offer_idx ON admin.daily_offer_stats (offer_id, day);

-- A late offer click marks its day too (offer events and clicks already do, migration 021).
CREATE TRIGGER offer_clicks_rollup_insert AFTER INSERT ON admin.offer_clicks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION admin.mark_created_days();
