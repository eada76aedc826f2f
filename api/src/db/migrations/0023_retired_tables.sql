-- The back office's restaurants: a table is retired rather than deleted, so the requests it
-- held keep their table. Only tables in service are offered, counted or confirmed with, and their names are
-- unique among themselves, so a retired table's name can be given to a new one.
ALTER TABLE restaurant_tables ADD COLUMN retired_at timestamptz;
ALTER TABLE restaurant_tables DROP CONSTRAINT restaurant_tables_table_name_key;
CREATE UNIQUE INDEX restaurant_tables_name_in_service_key
  ON restaurant_tables (lower(table_name)) WHERE retired_at IS NULL;
ALTER TABLE restaurant_tables ADD CONSTRAINT restaurant_tables_table_name_check
  CHECK (length(table_name) BETWEEN 1 AND 40);
