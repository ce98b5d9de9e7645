-- /db-monitoring (specification 04, section 2): one snapshot a day of each table's size and estimated
-- rows, so the page shows each table's growth over 7 days. Written when the page is read, at most once
-- per table and UTC day.
CREATE TABLE admin.db_table_snapshots (
  day date NOT NULL,
  table_name text NOT NULL,
  size_bytes bigint NOT NULL,
  rows_estimate bigint,
  PRIMARY KEY (day, table_name)
);
