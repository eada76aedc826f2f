-- Room types' amenities: what the public room page lists under "In your room", per room type,
-- edited by managers in the back office's Rates → Room types. Every type, and any type added later, starts
-- with the list every room showed until now.
ALTER TABLE room_types ADD COLUMN amenities text[] NOT NULL DEFAULT ARRAY[
  'Breakfast in the courtyard',
  'Free high-speed Wi-Fi',
  'Air conditioning and ceiling fans',
  'Rain shower and Ayurvedic toiletries',
  'Tea and coffee tray with masala chai',
  'In-room safe and 24-hour room service'
]::text[];
