-- ── Restrictions by room type and night, set from the rates calendar ──────────────────────────────────────
-- One row per room type and date, only while something is restricted (a row with nothing set is deleted):
--   stop_sell            no stay of the type may include this night;
--   min/max_stay_arrival a stay arriving this day needs at least / at most this many nights (on top of the
--                        stay rules: the strictest applies);
--   closed_to_arrival    no stay of the type may arrive this day;
--   closed_to_departure  no stay of the type may leave this day.
CREATE TABLE rate_restrictions (
  room_type_id integer NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  night date NOT NULL,
  stop_sell boolean NOT NULL DEFAULT false,
  min_stay_arrival integer CHECK (min_stay_arrival BETWEEN 1 AND 30),
  max_stay_arrival integer CHECK (max_stay_arrival BETWEEN 1 AND 30),
  closed_to_arrival boolean NOT NULL DEFAULT false,
  closed_to_departure boolean NOT NULL DEFAULT false,
  PRIMARY KEY (room_type_id, night),
  CHECK (max_stay_arrival IS NULL OR min_stay_arrival IS NULL OR max_stay_arrival >= min_stay_arrival),
  CHECK (stop_sell OR closed_to_arrival OR closed_to_departure
         OR min_stay_arrival IS NOT NULL OR max_stay_arrival IS NOT NULL)
);
CREATE INDEX rate_restrictions_night_idx ON rate_restrictions (night);

-- How a season combines with the seasons below it (lower priority) on a night: 'replace' (the highest
-- priority season alone moves the rate, as before) or 'add' (it moves the rate on top of the ones below).
ALTER TABLE rate_seasons ADD COLUMN combine text NOT NULL DEFAULT 'replace' CHECK (combine IN ('replace', 'add'));
