import assert from 'node:assert/strict';
import { it } from 'node:test';
import { addDays, gstOn } from '@haveli/contracts';
import type { Db } from '../../src/db/db';
import { rawBookedRoom } from '../helpers/raw-stays';
import { testTokens, withClient } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';

const STAYS = 40;

describeOnTwoProcesses('GST invoice numbers across two API processes on one PostgreSQL server', (context) => {
  it(
    `${STAYS} check-outs at once on two processes issue ${STAYS} invoices numbered 1 to ${STAYS}: none skipped or repeated`,
    { timeout: 120_000 },
    async () => {
      const [first, second] = context.apis();
      const sql = <T>(text: string, params: readonly unknown[] = []) =>
        withClient(async (client) => {
          await client.query(`SET search_path TO ${context.schema}`);
          return (await client.query(text, params as unknown[])).rows as T[];
        });
      const db: Pick<Db, 'query'> = { query: sql };

      // Stays in house, each with a settled folio holding one charge: made in the database, since the test
      // is about numbering, not about booking.
      const [guest] = await sql<{ id: number; name: string }>(
        `INSERT INTO users (name, email, password_hash, role) VALUES ('Invoice Guest', 'invoices@example.in', 'x', 'user')
         RETURNING id, name`,
      );
      const [desk] = await sql<{ id: number; name: string; email: string }>(
        `INSERT INTO users (name, email, password_hash, role)
         VALUES ('Desk', 'desk-invoices@example.in', 'x', 'front_desk') RETURNING id, name, email`,
      );
      const [room] = await sql<{ id: number }>('SELECT id FROM rooms ORDER BY id LIMIT 1');
      assert.ok(guest && desk && room);
      const charge = gstOn(1_000_000, 18);
      const booked: number[] = [];
      for (let index = 0; index < STAYS; index += 1) {
        const checkIn = addDays('2031-01-01', index * 2);
        const id = await rawBookedRoom(db, {
          userId: guest.id,
          roomId: room.id,
          guestName: guest.name,
          checkIn,
          checkOut: addDays(checkIn, 1),
        });
        await sql('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [id]);
        const [folio] = await sql<{ id: number; stay: number }>(
          `INSERT INTO folios (stay_booking_id) SELECT stay_booking_id FROM hotel_reservations WHERE id = $1
           RETURNING id, stay_booking_id AS stay`,
          [id],
        );
        const [payment] = await sql<{ id: number }>(
          `INSERT INTO payments (stay_booking_id, method, status, amount_paise, confirmed_at)
           VALUES ($1, 'cash', 'captured', $2, now()) RETURNING id`,
          [folio?.stay, 1_000_000 + charge.tax],
        );
        await sql(
          `INSERT INTO folio_lines (folio_id, kind, description, service_date, sac, rate_percent, taxable_paise,
             cgst_paise, sgst_paise, amount_paise, payment_id)
           VALUES ($1, 'charge', 'Dinner', $2, '996331', 18, 1000000, $3, $4, $5, NULL),
                  ($1, 'payment', 'Cash', $2, NULL, NULL, 0, 0, 0, -$5::bigint, $6)`,
          [folio?.id, checkIn, charge.cgst, charge.sgst, 1_000_000 + charge.tax, payment?.id],
        );
        booked.push(id);
      }

      const token = `Bearer ${await testTokens().sign({
        sub: String(desk.id),
        name: desk.name,
        email: desk.email,
        role: 'front_desk',
        ver: 0,
      })}`;
      const statuses = await Promise.all(
        booked.map(async (id, index) => {
          const api = index % 2 === 0 ? first : second;
          const response = await fetch(`${api.url}/api/staff/bookings/${id}/check-out`, {
            method: 'POST',
            headers: { authorization: token },
          });
          const body = await response.text();
          return response.status === 200 ? 200 : `${response.status} ${body}`;
        }),
      );
      assert.deepEqual(
        statuses,
        booked.map(() => 200),
      );

      const invoices = await sql<{ number: string; serial: number }>(
        'SELECT number, serial FROM invoices ORDER BY serial',
      );
      assert.deepEqual(
        invoices.map((invoice) => invoice.serial),
        Array.from({ length: STAYS }, (_, index) => index + 1),
      );
      assert.equal(new Set(invoices.map((invoice) => invoice.number)).size, STAYS);
      for (const invoice of invoices) assert.match(invoice.number, /^HJ\/\d\d-\d\d\/\d{6}$/);
    },
  );
});
