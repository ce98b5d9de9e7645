-- Response Status Statistics' top raw status (issue 15): clicks per UTC day x app x supplier x country x
-- raw supplier response_status (the user's app and country, as on daily_stats; no status is ''), kept by
-- the rollup job beside daily_stats so the most frequent raw status of a row is a pick over sums, not a
-- scan of the clicks.
CREATE TABLE admin.daily_response_status_stats (
  day date NOT NULL,
  app_id integer NOT NULL,
  supplier_id integer NOT NULL,
  country_code char(2),
  response_status text NOT NULL,
  clicks integer NOT NULL
);
CREATE INDEX daily_response_status_stats_day_idx ON admin.daily_response_status_stats (day);
