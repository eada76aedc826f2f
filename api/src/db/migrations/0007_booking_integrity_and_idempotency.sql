-- No room is ever booked twice for overlapping nights, whoever writes: the booking code's lock chooses a free
-- room, and the database refuses an overlapping stay from any writer. btree_gist gives GiST the integer
-- equality the constraint needs; it lives in the public schema, once per database (a trusted extension since
-- PostgreSQL 13), and the advisory lock keeps migrations of several schemas from creating it at once.
SELECT pg_advisory_xact_lock(hashtext('haveli.extension.btree_gist'));
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
ALTER TABLE hotel_reservations
  ADD CONSTRAINT hotel_reservations_no_overlap
  EXCLUDE USING gist (room_id WITH =, daterange(check_in, check_out) WITH &&)
  WHERE (status <> 'Cancelled');

-- The first answer to each Idempotency-Key a guest sent with a booking, an order or a cart merge, shared by
-- every API process: the same key within 24 hours gets that answer again and changes nothing. A row without
-- a status is a request still being answered.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- Method, path and a hash of the body: a key sent again with another request is refused.
  fingerprint text NOT NULL,
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
