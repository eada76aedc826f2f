-- A dish the kitchen has run out of (its "86"): sold out on that day of the hotel's, on sale again the next
-- morning without anyone remembering to switch it back. Null: on sale.
ALTER TABLE food_items ADD COLUMN sold_out_on date;
