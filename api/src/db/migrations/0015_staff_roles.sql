-- Staff roles: the one 'admin' role becomes four. A manager may do everything (today's admins
-- become managers); front desk runs room bookings, table requests, guests and messages; kitchen the food
-- orders; editor the content and its moderation. Routes name the roles they let in (plugins/app/access.ts).
ALTER TABLE users DROP CONSTRAINT users_role_check;
UPDATE users SET role = 'manager' WHERE role = 'admin';
ALTER TABLE users
  ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'manager', 'front_desk', 'kitchen', 'editor'));

-- The kitchen cancels an order with a reason the guest is told.
ALTER TABLE orders ADD COLUMN cancel_reason text CHECK (length(cancel_reason) BETWEEN 1 AND 300);

-- The front desk checks each booked room in and out; a room is checked out only after it was checked in.
ALTER TABLE hotel_reservations ADD COLUMN checked_in_at timestamptz;
ALTER TABLE hotel_reservations ADD COLUMN checked_out_at timestamptz;
ALTER TABLE hotel_reservations
  ADD CONSTRAINT hotel_reservations_checked_out_after_in CHECK (checked_out_at IS NULL OR checked_in_at IS NOT NULL);
