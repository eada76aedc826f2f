-- A stay's life as one state machine, kept by the database whoever writes:
--   booked → in_house → checked_out, and booked → cancelled or no_show; nothing else.
-- stay_bookings.state is the stay's state; status (Confirmed / Cancelled) stays for the spec's shapes and must
-- agree with it. Checking a room in or out (hotel_reservations) moves its stay; a room once checked in is never
-- cancelled, deleted or un-checked, and a stay that has begun keeps its dates, room type and party.

-- ── Every booked room belongs to a stay with a reference ─────────────────────────────────────────────────
-- Rooms booked before stays had references get a one-room stay of their own, priced as they were booked
-- (their price, no breakdown) and cancellable free of charge until the arrival day, as they always were.
DO $$
DECLARE
  room record;
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  candidate text;
  stay_id integer;
  plan text;
BEGIN
  SELECT code INTO plan FROM rate_plans ORDER BY (code = 'flexible') DESC, sort_order LIMIT 1;
  FOR room IN
    SELECT h.*, r.room_type_id FROM hotel_reservations h JOIN rooms r ON r.id = h.room_id
    WHERE h.stay_booking_id IS NULL ORDER BY h.id
  LOOP
    LOOP
      candidate := 'HJ-';
      FOR i IN 1..6 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM stay_bookings WHERE reference = candidate);
    END LOOP;
    INSERT INTO stay_bookings
      (reference, user_id, room_type_id, guest_name, check_in, check_out, adults, rooms, rate_plan, coupon,
       remarks, price, total, policy, status, created_at, cancelled_at, cancellation_fee)
    VALUES (
      candidate, room.user_id, room.room_type_id, room.guest_name, room.check_in, room.check_out, room.guests, 1,
      plan, room.coupon, room.remark,
      jsonb_build_object(
        'currency', 'INR', 'rooms', 1, 'nights', '[]'::jsonb, 'room_amount', room.price, 'extras_amount', 0,
        'extras', jsonb_build_object('extra_adults', 0, 'extra_adult_amount', 0, 'extra_children', 0,
                                     'extra_child_amount', 0, 'meal_plan_amount', 0),
        'discount', NULL, 'taxes', '[]'::jsonb, 'tax_total', 0, 'total', room.price),
      room.price,
      jsonb_build_object(
        'rate_plan', plan, 'refundable', true,
        'text', 'Free cancellation until the day of arrival.',
        'free_until', to_char((room.check_in::timestamp AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'UTC',
                              'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
        'fee_after_deadline', 0),
      room.status, room.created_at, room.cancelled_at,
      CASE WHEN room.status = 'Cancelled' THEN 0 END)
    RETURNING id INTO stay_id;
    UPDATE hotel_reservations SET stay_booking_id = stay_id WHERE id = room.id;
  END LOOP;
END;
$$;
ALTER TABLE hotel_reservations ALTER COLUMN stay_booking_id SET NOT NULL;

-- ── The stay's state ─────────────────────────────────────────────────────────────────────────────────────
ALTER TABLE stay_bookings ADD COLUMN state text NOT NULL DEFAULT 'booked'
  CHECK (state IN ('booked', 'in_house', 'checked_out', 'cancelled', 'no_show'));
UPDATE stay_bookings b SET state = CASE
  WHEN b.status = 'Cancelled' AND b.cancel_reason = 'No-show' THEN 'no_show'
  WHEN b.status = 'Cancelled' THEN 'cancelled'
  WHEN NOT EXISTS (SELECT 1 FROM hotel_reservations h WHERE h.stay_booking_id = b.id AND h.checked_in_at IS NOT NULL)
    THEN 'booked'
  WHEN EXISTS (SELECT 1 FROM hotel_reservations h
               WHERE h.stay_booking_id = b.id AND h.status <> 'Cancelled' AND h.checked_out_at IS NULL)
    THEN 'in_house'
  ELSE 'checked_out' END;
ALTER TABLE stay_bookings ADD CONSTRAINT stay_bookings_status_matches_state
  CHECK ((status = 'Cancelled') = (state IN ('cancelled', 'no_show')));

CREATE FUNCTION refuse_illegal_stay_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.state <> 'booked' THEN
      RAISE EXCEPTION 'A stay begins booked, not %', NEW.state
        USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.state IS DISTINCT FROM OLD.state AND NOT (
       (OLD.state = 'booked' AND NEW.state IN ('in_house', 'cancelled', 'no_show'))
    OR (OLD.state = 'in_house' AND NEW.state = 'checked_out')) THEN
    RAISE EXCEPTION 'A stay cannot go from % to %', OLD.state, NEW.state
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
  END IF;
  IF OLD.state <> 'booked' AND (NEW.room_type_id, NEW.check_in, NEW.check_out, NEW.adults, NEW.children,
                                NEW.child_ages, NEW.rooms)
      IS DISTINCT FROM (OLD.room_type_id, OLD.check_in, OLD.check_out, OLD.adults, OLD.children,
                        OLD.child_ages, OLD.rooms) THEN
    RAISE EXCEPTION 'A stay that is % cannot be changed', OLD.state
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER stay_bookings_state_transition BEFORE INSERT OR UPDATE ON stay_bookings
  FOR EACH ROW EXECUTE FUNCTION refuse_illegal_stay_transition();

-- ── A booked room: checked in and out once each, never cancelled or dropped once in ─────────────────────
CREATE FUNCTION refuse_illegal_room_transition() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.checked_in_at IS NOT NULL THEN
      RAISE EXCEPTION 'A room that was checked in cannot be removed from its stay'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'Cancelled' AND (NEW.status <> 'Cancelled' OR NEW.checked_in_at IS NOT NULL) THEN
    RAISE EXCEPTION 'A cancelled room cannot be restored or checked in'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
  END IF;
  IF OLD.checked_in_at IS NOT NULL AND (
       NEW.status <> OLD.status
    OR NEW.checked_in_at IS DISTINCT FROM OLD.checked_in_at
    OR (OLD.checked_out_at IS NOT NULL AND NEW.checked_out_at IS DISTINCT FROM OLD.checked_out_at)
    OR (NEW.check_in, NEW.check_out, NEW.stay_booking_id)
       IS DISTINCT FROM (OLD.check_in, OLD.check_out, OLD.stay_booking_id)) THEN
    RAISE EXCEPTION 'A room that was checked in cannot be cancelled, changed or checked in again'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'stay_state_transition';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER hotel_reservations_state_transition BEFORE UPDATE OR DELETE ON hotel_reservations
  FOR EACH ROW EXECUTE FUNCTION refuse_illegal_room_transition();

-- The stay follows its rooms: in house once one is checked in, checked out once every room still booked is.
CREATE FUNCTION stay_follows_its_rooms() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_state text;
BEGIN
  IF NEW.checked_in_at IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT CASE WHEN EXISTS (SELECT 1 FROM hotel_reservations h
                           WHERE h.stay_booking_id = NEW.stay_booking_id AND h.status <> 'Cancelled'
                             AND h.checked_out_at IS NULL)
              THEN 'in_house' ELSE 'checked_out' END
    INTO next_state;
  UPDATE stay_bookings SET state = next_state, updated_at = now()
    WHERE id = NEW.stay_booking_id AND state <> next_state;
  RETURN NULL;
END;
$$;
CREATE TRIGGER hotel_reservations_move_stay AFTER UPDATE OF checked_in_at, checked_out_at ON hotel_reservations
  FOR EACH ROW EXECUTE FUNCTION stay_follows_its_rooms();
