import type { Db } from '../../src/db/db';
import { newReference } from '../../src/repositories/stays-repository';

/**
 * A stay booking written straight into the database, without rooms, for tests that write booked rooms
 * themselves (every booked room belongs to a stay). Its id.
 */
export async function rawStayBooking(
  db: Pick<Db, 'query'>,
  stay: { userId: number; roomId: number; checkIn: string; checkOut: string; price?: number },
): Promise<number> {
  const price = stay.price ?? 9000;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO stay_bookings (reference, user_id, room_type_id, guest_name, check_in, check_out, adults, rooms,
                                rate_plan, price, total, policy)
     SELECT $1, u.id, r.room_type_id, u.name, $4::date, $5::date, 1, 1, 'flexible',
            jsonb_build_object('currency', 'INR', 'rooms', 1, 'nights', '[]'::jsonb, 'room_amount', $6::int,
              'extras_amount', 0, 'extras', jsonb_build_object('extra_adults', 0, 'extra_adult_amount', 0,
              'extra_children', 0, 'extra_child_amount', 0, 'meal_plan_amount', 0), 'discount', NULL,
              'taxes', '[]'::jsonb, 'tax_total', 0, 'total', $6::int),
            $6::int,
            jsonb_build_object('rate_plan', 'flexible', 'refundable', true, 'text', 'Free cancellation.',
              'free_until', NULL, 'fee_after_deadline', 0)
     FROM users u, rooms r WHERE u.id = $2 AND r.id = $3
     RETURNING id`,
    [newReference(), stay.userId, stay.roomId, stay.checkIn, stay.checkOut, price],
  );
  if (!row) throw new Error(`No user ${stay.userId} or room ${stay.roomId} for a raw stay`);
  return row.id;
}

/** A booked room of a new stay of its own, straight in the database; the room's booking id. */
export async function rawBookedRoom(
  db: Pick<Db, 'query'>,
  stay: {
    userId: number;
    roomId: number;
    guestName: string;
    checkIn: string;
    checkOut: string;
    price?: number;
  },
): Promise<number> {
  const stayId = await rawStayBooking(db, stay);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, price, stay_booking_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [stay.userId, stay.roomId, stay.guestName, stay.checkIn, stay.checkOut, stay.price ?? 9000, stayId],
  );
  if (!row) throw new Error('The raw booked room was not saved');
  return row.id;
}
