import type { RestaurantReservation } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp } from './paging';

export interface NewRestaurantReservation {
  userId: number;
  name: string;
  date: string;
  time: string;
  partySize: number;
  details: string;
}

interface ReservationRow extends Omit<RestaurantReservation, 'user_id' | 'table_id'> {
  user_id: number;
  user_name: string;
  table_id: number | null;
  table_name: string | null;
}

const SELECT_RESERVATIONS = `
  SELECT rr.id AS _id, rr.user_id, u.name AS user_name, rr.name, rr.reservation_date, rr.reservation_time,
         rr.party_size, rr.table_id, t.table_name, rr.status, rr.details AS remark,
         ${isoTimestamp('rr.created_at')} AS created_at
  FROM restaurant_reservations rr
  JOIN users u ON u.id = rr.user_id
  LEFT JOIN restaurant_tables t ON t.id = rr.table_id`;

const toReservation = ({ user_id, user_name, table_id, table_name, ...row }: ReservationRow) => ({
  ...row,
  user_id: { _id: user_id, name: user_name },
  table_id: table_id === null ? null : { _id: table_id, table_name: table_name ?? '' },
});

export function reservationRestaurantRepository(db: Db) {
  return {
    create: async (reservation: NewRestaurantReservation): Promise<RestaurantReservation> => {
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO restaurant_reservations (user_id, name, reservation_date, reservation_time, party_size, details)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          reservation.userId,
          reservation.name,
          reservation.date,
          reservation.time,
          reservation.partySize,
          reservation.details,
        ],
      );
      const [row] = await db.query<ReservationRow>(`${SELECT_RESERVATIONS} WHERE rr.id = $1`, [created?.id]);
      if (!row) throw new Error('The restaurant reservation was not saved');
      return toReservation(row);
    },

    /** A guest's table requests, the latest date first. */
    listForUser: async (userId: number): Promise<RestaurantReservation[]> =>
      (
        await db.query<ReservationRow>(
          `${SELECT_RESERVATIONS} WHERE rr.user_id = $1
           ORDER BY rr.reservation_date DESC, rr.reservation_time DESC, rr.id DESC`,
          [userId],
        )
      ).map(toReservation),
  };
}
