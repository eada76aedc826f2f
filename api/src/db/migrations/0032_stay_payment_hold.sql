-- A stay on a plan paid in full at booking (non-refundable) is held until `pay_by`: paid by then, the hold
-- ends (pay_by is cleared); unpaid, the booking is released. Null: not held (paid, or a plan paid later).
ALTER TABLE stay_bookings ADD COLUMN pay_by timestamptz;
CREATE INDEX stay_bookings_held_idx ON stay_bookings (pay_by) WHERE pay_by IS NOT NULL;
