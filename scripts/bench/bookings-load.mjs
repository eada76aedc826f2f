// Booking creation under load: many guests' requests for random stays, then a check that no room
// was given to two overlapping stays.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');

const ROOM_TYPES = ['Standard', 'Deluxe', 'Suite'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signUp(apiUrl) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@haveli.example`;
  const password = 'BenchGuest#2026';
  await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Guest', email, password }),
  });
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.json());
  const token = login.data.token;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  return { token, userId };
}

export async function loadBookings(apiUrl, { connections = 50, seconds = 10 } = {}) {
  const { token, userId } = await signUp(apiUrl);
  const result = await autocannon({
    url: `${apiUrl}/reservationHotel/create`,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest(request) {
          const start = 30 + Math.floor(Math.random() * 700);
          const nights = 1 + Math.floor(Math.random() * 3);
          return {
            ...request,
            body: JSON.stringify({
              guestName: 'Bench Guest',
              checkInDate: day(start),
              checkOutDate: day(start + nights),
              roomType: ROOM_TYPES[Math.floor(Math.random() * ROOM_TYPES.length)],
              remarks: 'bench',
            }),
          };
        },
      },
    ],
  });
  const list = await fetch(`${apiUrl}/reservationHotel/user/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const bookings = (list.reservationHotel ?? []).filter(
    (booking) => booking.reservation_status !== 'Cancelled',
  );
  let overlaps = 0;
  const byRoom = new Map();
  for (const booking of bookings) {
    const stays = byRoom.get(booking.room_no) ?? [];
    const start = Date.parse(booking.check_in_time);
    const end = Date.parse(booking.check_out_time);
    overlaps += stays.filter(([otherStart, otherEnd]) => start < otherEnd && otherStart < end).length;
    stays.push([start, end]);
    byRoom.set(booking.room_no, stays);
  }
  return {
    /** Bookings actually made per second: refusals are fast and prove nothing. */
    rps: Math.round(result['2xx'] / seconds),
    requestsPerSecond: Math.round(result.requests.average),
    created: result['2xx'],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    p99Ms: result.latency.p99,
    bookingsListed: bookings.length,
    overlaps,
  };
}
