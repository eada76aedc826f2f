-- The kitchen ticks a ticket's dishes off one by one as they leave the pass (a "bump" per item): when. Null:
-- still to make. An order's move to Ready stays the cook's own tap.
ALTER TABLE order_items ADD COLUMN done_at timestamptz;
