import type { Db } from '../db/db';

export interface Coupon {
  code: string;
  offer_title: string;
  offer_type: 'percent' | 'flat';
  offer_value: number;
  min_nights: number;
}

export interface RoomTypeAvailability {
  id: number;
  room_type: string;
  title: string;
  image: string;
  room_base_price: number;
  max_guests: number;
  /** Rooms in service with no booking overlapping the stay. */
  free_rooms: number;
}

/**
 * A room is free for a stay [check_in, check_out) when no booking that is not cancelled overlaps it; rooms
 * under maintenance, or closed by the front desk on any night of the stay (room_closures), are never free. Written as a daterange overlap so that PostgreSQL answers it from the GiST
 * index of the no-overlap constraint (room_id, daterange) instead of walking every later stay of the room:
 * with 50,000 bookings the plain comparisons read thousands of index entries per room (the stays bench).
 */
export const FREE_ROOM_CONDITION = `r.status = 'available' AND NOT EXISTS (
  SELECT 1 FROM hotel_reservations h
  WHERE h.room_id = r.id AND h.status <> 'Cancelled'
    AND daterange(h.check_in, h.check_out) && daterange($1::date, $2::date)
) AND NOT EXISTS (
  SELECT 1 FROM room_closures c
  WHERE c.room_id = r.id AND daterange(c.starts_on, c.ends_on) && daterange($1::date, $2::date)
)`;

export function availabilityRepository(db: Db) {
  return {
    /** Every room type with its free rooms for the stay, in the order the site lists them. */
    roomTypes: (checkIn: string, checkOut: string): Promise<RoomTypeAvailability[]> =>
      db.query<RoomTypeAvailability>(
        `SELECT t.id, t.room_type, t.title, t.image, t.room_base_price, t.max_guests,
                (SELECT count(*)::int FROM rooms r WHERE r.room_type_id = t.id AND ${FREE_ROOM_CONDITION})
                  AS free_rooms
         FROM room_types t
         ORDER BY t.id`,
        [checkIn, checkOut],
      ),

    /** An active offer by its coupon code, whatever its case. */
    coupon: async (code: string): Promise<Coupon | undefined> =>
      (
        await db.query<Coupon>(
          `SELECT offer_coupon AS code, offer_title, offer_type, offer_value, min_nights
           FROM offers WHERE upper(offer_coupon) = upper($1) AND active`,
          [code],
        )
      )[0],
  };
}
