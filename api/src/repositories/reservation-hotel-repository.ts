import { discountedPrice, type AppliedCoupon, type HotelReservation } from '@haveli/contracts';
import { isDatabaseError, PG_EXCLUSION_VIOLATION, type Db } from '../db/db';
import { FREE_ROOM_CONDITION } from './availability-repository';
import { isoTimestamp } from './paging';

export interface NewHotelReservation {
  userId: number;
  guestName: string;
  checkIn: string;
  checkOut: string;
  /** A room type's name (any case) or id. */
  roomType: string | number;
  guests: number;
  remark: string;
  coupon: AppliedCoupon | null;
}

export type ReserveOutcome =
  | { booked: true; id: number }
  | { booked: false; reason: 'unknown-room-type' | 'too-many-guests' | 'no-room-free' };

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
  LEFT JOIN stay_bookings sb ON sb.id = h.stay_booking_id
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

export function reservationHotelRepository(db: Db) {
  const reserveLocked = (booking: NewHotelReservation): Promise<ReserveOutcome> =>
    db.transaction(async (tx) => {
      const byId = typeof booking.roomType === 'number';
      const [type] = await tx.query<{ id: number; room_base_price: number; max_guests: number }>(
        `SELECT id, room_base_price, max_guests FROM room_types
           WHERE ${byId ? 'id = $1' : 'lower(room_type) = lower($1)'}
           FOR UPDATE`,
        [booking.roomType],
      );
      if (!type) return { booked: false, reason: 'unknown-room-type' };
      if (booking.guests > type.max_guests) return { booked: false, reason: 'too-many-guests' };

      const [room] = await tx.query<{ id: number }>(
        `SELECT r.id FROM rooms r
           WHERE r.room_type_id = $3 AND ${FREE_ROOM_CONDITION}
           ORDER BY r.room_no
           LIMIT 1`,
        [booking.checkIn, booking.checkOut, type.id],
      );
      if (!room) return { booked: false, reason: 'no-room-free' };

      const [nights] = await tx.query<{ n: number }>('SELECT ($2::date - $1::date) AS n', [
        booking.checkIn,
        booking.checkOut,
      ]);
      const price = discountedPrice((nights?.n ?? 0) * type.room_base_price, booking.coupon);
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, guests, remark, price, coupon)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           RETURNING id`,
        [
          booking.userId,
          room.id,
          booking.guestName,
          booking.checkIn,
          booking.checkOut,
          booking.guests,
          booking.remark,
          price,
          booking.coupon?.code ?? null,
        ],
      );
      if (!created) throw new Error('The reservation was not saved');
      return { booked: true, id: created.id };
    });

  return {
    /**
     * Books a room of the type free for every night of the stay. The room type's row is locked first, so
     * bookings of one type take turns: each sees the rooms the previous one took. Whatever a writer does,
     * the database refuses two stays overlapping in one room (hotel_reservations_no_overlap): a booking that
     * meets it found no room free.
     */
    reserve: (booking: NewHotelReservation): Promise<ReserveOutcome> =>
      reserveLocked(booking).catch((error: unknown) => {
        if (isDatabaseError(error, PG_EXCLUSION_VIOLATION)) return { booked: false, reason: 'no-room-free' };
        throw error;
      }),

    find: async (id: number): Promise<HotelReservation | undefined> => {
      const [row] = await db.query<ReservationRow>(`${SELECT_RESERVATIONS} WHERE h.id = $1`, [id]);
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

    /** Cancels a confirmed reservation; false when it was not confirmed any more. */
    cancel: async (id: number, at: Date): Promise<boolean> =>
      (
        await db.query(
          `UPDATE hotel_reservations SET status = 'Cancelled', cancelled_at = $2
           WHERE id = $1 AND status = 'Confirmed' RETURNING id`,
          [id, at.toISOString()],
        )
      ).length === 1,
  };
}
