-- A stay on a plan paid at booking (non-refundable in full, or a refundable plan's deposit) is held until
-- `pay_by`: paid by then, the hold ends (pay_by is cleared); unpaid, the booking is released. Null: not held.
-- What is paid at booking is the booking's policy's `deposit` (in its JSON, as priced).
ALTER TABLE stay_bookings ADD COLUMN pay_by timestamptz;
CREATE INDEX stay_bookings_held_idx ON stay_bookings (pay_by) WHERE pay_by IS NOT NULL;

-- The part of a refundable plan's stay paid when booking, set by the manager: 0 (none, the default) to 100.
ALTER TABLE rate_plans
  ADD COLUMN deposit_percent integer NOT NULL DEFAULT 0 CHECK (deposit_percent BETWEEN 0 AND 100);

-- A refund to a way paid at the hotel that a guest's own cancel made waits (pending) for the desk to pay it
-- back; when it does, the day's cash-up counts it then.
ALTER TABLE refunds ADD COLUMN paid_back_at timestamptz;
