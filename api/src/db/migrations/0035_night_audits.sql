-- The night audit: one row per hotel day closed, by a manager or the nightly schedule, with the day's figures
-- frozen as they stood at the close (money in paise). A day closes once; reports read closed days from here.
CREATE TABLE night_audits (
  day date PRIMARY KEY,
  -- The manager who closed it, or null (with by_schedule) when the nightly schedule did.
  closed_by integer REFERENCES users (id) ON DELETE SET NULL,
  closed_by_name text NOT NULL DEFAULT '',
  by_schedule boolean NOT NULL DEFAULT false,
  closed_at timestamptz NOT NULL DEFAULT now(),
  no_shows_marked integer NOT NULL CHECK (no_shows_marked >= 0),
  nights_audited integer NOT NULL CHECK (nights_audited >= 0),
  rooms_available integer NOT NULL CHECK (rooms_available >= 0),
  rooms_sold integer NOT NULL CHECK (rooms_sold >= 0),
  -- Per mille: 1000 is every room sold.
  occupancy_permille integer NOT NULL CHECK (occupancy_permille >= 0),
  room_revenue_paise bigint NOT NULL CHECK (room_revenue_paise >= 0),
  adr_paise bigint NOT NULL CHECK (adr_paise >= 0),
  revpar_paise bigint NOT NULL CHECK (revpar_paise >= 0),
  arrivals integer NOT NULL CHECK (arrivals >= 0),
  departures integer NOT NULL CHECK (departures >= 0),
  no_shows integer NOT NULL CHECK (no_shows >= 0),
  cancellations integer NOT NULL CHECK (cancellations >= 0),
  fnb_revenue_paise bigint NOT NULL CHECK (fnb_revenue_paise >= 0),
  CHECK (NOT (by_schedule AND closed_by IS NOT NULL))
);
