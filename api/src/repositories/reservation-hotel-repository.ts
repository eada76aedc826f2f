import type { HotelReservation } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp } from './paging';

interface ReservationRow extends Omit<HotelReservation, 'customer_id'> {
  user_id: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  customer_city: string;
  customer_country: string;
}

const SELECT_RESERVATIONS = `
  SELECT h.id AS _id, h.user_id, u.name AS customer_name, u.email AS customer_email, u.contact AS customer_phone,
         u.address AS customer_address, u.city AS customer_city, u.country AS customer_country,
         h.guest_name, t.room_type, r.room_no, h.check_in AS check_in_time, h.check_out AS check_out_time,
         (h.check_out - h.check_in) AS nights, h.guests, h.price, h.coupon, h.status AS reservation_status,
         h.remark, ${isoTimestamp('h.created_at')} AS created_at, sb.reference
  FROM hotel_reservations h
  JOIN stay_bookings sb ON sb.id = h.stay_booking_id
  JOIN users u ON u.id = h.user_id
  JOIN rooms r ON r.id = h.room_id
  JOIN room_types t ON t.id = r.room_type_id`;

function toReservation({
  user_id,
  customer_name,
  customer_email,
  customer_phone,
  customer_address,
  customer_city,
  customer_country,
  ...reservation
}: ReservationRow): HotelReservation {
  return {
    ...reservation,
    customer_id: {
      _id: user_id,
      name: customer_name,
      email: customer_email,
      phone: customer_phone,
      address: customer_address,
      city: customer_city,
      country: customer_country,
    },
  };
}

/** The spec's view of booked rooms: each a row of a stay booking (the stays repository writes them). */
export function reservationHotelRepository(db: Db) {
  return {
    find: async (id: number): Promise<HotelReservation | undefined> => {
      const [row] = await db.query<ReservationRow>(`${SELECT_RESERVATIONS} WHERE h.id = $1`, [id]);
      return row && toReservation(row);
    },

    /** The first room (by room number) of the stay booking with this reference. */
    findByReference: async (reference: string): Promise<HotelReservation | undefined> => {
      const [row] = await db.query<ReservationRow>(
        `${SELECT_RESERVATIONS} WHERE sb.reference = $1 ORDER BY r.room_no LIMIT 1`,
        [reference],
      );
      return row && toReservation(row);
    },

    /** A guest's reservations, the latest stay first. */
    listForUser: async (userId: number): Promise<HotelReservation[]> =>
      (
        await db.query<ReservationRow>(
          `${SELECT_RESERVATIONS} WHERE h.user_id = $1 ORDER BY h.check_in DESC, h.id DESC`,
          [userId],
        )
      ).map(toReservation),
  };
}
