-- A coupon's conditions beyond its dates, minimum nights and uses: booked at least advance_days before arrival
-- (the Early Bird's 30), only for some room types (NULL: every type), and never for a stay with a night on one
-- of its blackout dates.
ALTER TABLE offers
  ADD COLUMN advance_days integer CHECK (advance_days BETWEEN 1 AND 365),
  ADD COLUMN room_type_ids integer[] CHECK (cardinality(room_type_ids) > 0),
  ADD COLUMN blackout_dates date[] NOT NULL DEFAULT '{}';

UPDATE offers SET advance_days = 30 WHERE upper(offer_coupon) = 'EARLYBIRD10';
