-- Photography: sample rows still showing the illustration a sample photo now replaces point at the
-- photo (made by the API's build from assets/photos, served under /api/images/photos). A new database gets
-- the photos from the seed; rows staff changed are left as they are.
UPDATE room_types SET image = '/api/images/photos/room-twin-deluxe-800.webp'
  WHERE image = '/api/images/room-standard.svg';
UPDATE room_types SET image = '/api/images/photos/room-king-classic-800.webp'
  WHERE image = '/api/images/room-deluxe.svg';
UPDATE room_types SET image = '/api/images/photos/room-king-garden-view-800.webp'
  WHERE image = '/api/images/room-suite.svg';
UPDATE cuisines SET icon = '/api/images/photos/food-indian-feast-thali-800.webp'
  WHERE icon = '/api/images/cuisine-rajasthani.svg';
UPDATE cuisines SET icon = '/api/images/photos/food-butter-chicken-800.webp'
  WHERE icon = '/api/images/cuisine-mughlai.svg';
UPDATE cuisines SET icon = '/api/images/photos/restaurant-rooftop-terrace-800.webp'
  WHERE icon = '/api/images/cuisine-continental.svg';
UPDATE cuisines SET icon = '/api/images/photos/food-masala-chai-800.webp'
  WHERE icon = '/api/images/cuisine-patisserie.svg';
UPDATE food_items SET image = '/api/images/photos/food-naan-800.webp'
  WHERE image = '/api/images/food-butter-naan.svg';
UPDATE food_items SET image = '/api/images/photos/food-masala-chai-800.webp'
  WHERE image = '/api/images/food-masala-chai.svg';
