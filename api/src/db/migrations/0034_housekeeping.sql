-- Housekeeping: each room is dirty, clean, inspected or out of order (ready for a guest when clean or
-- inspected, packages/contracts staff-housekeeping.ts). A guest's check-out makes the room dirty in the
-- check-out's transaction; housekeeping moves it on from its phone. Who last changed it and when are kept, and
-- the housekeeper it is assigned to ("my rooms"). Out of order is housekeeping's flag; room_closures stay what
-- takes a room out of sale for dates.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users
  ADD CONSTRAINT users_role_check
  CHECK (role IN ('user', 'manager', 'front_desk', 'kitchen', 'editor', 'housekeeping'));

ALTER TABLE rooms
  ADD COLUMN housekeeping_state text NOT NULL DEFAULT 'clean'
    CHECK (housekeeping_state IN ('dirty', 'clean', 'inspected', 'out_of_order'));
ALTER TABLE rooms ADD COLUMN housekeeping_changed_at timestamptz;
ALTER TABLE rooms ADD COLUMN housekeeping_changed_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE rooms ADD COLUMN housekeeper_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX rooms_housekeeper_id_idx ON rooms (housekeeper_id);

-- A room whose guest is in house now has been slept in: it is dirty until housekeeping says otherwise.
UPDATE rooms r SET housekeeping_state = 'dirty'
WHERE EXISTS (
  SELECT 1 FROM hotel_reservations hr
  WHERE hr.room_id = r.id AND hr.status = 'Confirmed' AND hr.checked_in_at IS NOT NULL AND hr.checked_out_at IS NULL
);

-- Housekeeping's screen and the front desk's readiness follow room states and check-ins and outs live.
CREATE TRIGGER rooms_staff_queue AFTER UPDATE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('housekeeping');
CREATE TRIGGER hotel_reservations_staff_queue AFTER INSERT OR UPDATE OR DELETE ON hotel_reservations
  FOR EACH STATEMENT EXECUTE FUNCTION announce_staff_queue('housekeeping');
