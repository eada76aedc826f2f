import { addDays, hotelToday, reportRatios } from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import { audit } from './audit';
import { now } from './clock';
import { endStayForHotel, noShowFee } from './stay-endings';
import type { NightAuditRow } from '../repositories/reports-repository';

export type CloseOutcome =
  | { kind: 'closed'; audit: NightAuditRow }
  | { kind: 'already-closed' | 'not-over' | 'out-of-order'; next: string | null };

/**
 * The next day to close: the day after the last close, or yesterday before the first one; null while that
 * day is not over (a day closes after the hotel's midnight).
 */
export async function nextDayToClose(app: FastifyInstance): Promise<string | null> {
  const today = hotelToday(now());
  const last = await app.repositories.reports.lastClosed();
  const next = last ? addDays(last, 1) : addDays(today, -1);
  return next < today ? next : null;
}

/**
 * Closes the hotel's day `day`, by a manager (`by`) or the nightly schedule (null): every stay still booked
 * to arrive that day becomes a no-show exactly as the desk's own no-show does (the policy's fee through the
 * folio, the rest refunded, the guest told, audited); then, in one transaction, the day's figures are frozen
 * and the close audited. Nights need no posting: check-in posts a stay's nights to its folio, so the close
 * counts the room nights in house instead. A day closes once, in order, and only once it is over.
 */
export async function closeDay(app: FastifyInstance, day: string, by: number | null): Promise<CloseOutcome> {
  const { reports, stays } = app.repositories;
  const today = hotelToday(now());
  const last = await reports.lastClosed();
  const next = await nextDayToClose(app);
  if (last && day <= last) return { kind: 'already-closed', next };
  if (day >= today) return { kind: 'not-over', next };
  if (last && day !== next) return { kind: 'out-of-order', next };

  let marked = 0;
  for (const reference of await reports.unarrived(day)) {
    const row = await stays.find(reference);
    if (!row || row.state !== 'booked') continue;
    const ending = { fee: noShowFee(row), reason: 'No-show', action: 'stay.no_show' as const };
    if (await endStayForHotel(app, row, now(), ending, by)) marked += 1;
  }

  const closed = await app.db.transaction(async (tx) => {
    const [counts] = await reports.dayCounts(day, day, tx);
    if (!counts) throw new Error(`No figures for ${day}`);
    const ratios = reportRatios(counts.rooms_available, counts.rooms_sold, counts.room_revenue_paise);
    const row = {
      day,
      closed_by: by,
      by_schedule: by === null,
      no_shows_marked: marked,
      nights_audited: await reports.nightsInHouse(day, tx),
      rooms_available: counts.rooms_available,
      rooms_sold: counts.rooms_sold,
      occupancy_permille: Math.round(ratios.occupancy * 10),
      room_revenue_paise: counts.room_revenue_paise,
      adr_paise: ratios.adrPaise,
      revpar_paise: ratios.revparPaise,
      arrivals: counts.arrivals,
      departures: counts.departures,
      no_shows: counts.no_shows,
      cancellations: counts.cancellations,
      fnb_revenue_paise: counts.fnb_revenue_paise,
    };
    if (!(await reports.insertAudit(tx, row))) return false;
    await audit(tx, by, {
      action: 'night_audit.close',
      entity: 'night_audit',
      id: day,
      after: {
        no_shows_marked: marked,
        rooms_sold: row.rooms_sold,
        occupancy_percent: ratios.occupancy,
        by_schedule: by === null,
      },
    });
    return true;
  });
  if (!closed) return { kind: 'already-closed', next: await nextDayToClose(app) };
  const [row] = await reports.audits({ from: day, to: day });
  if (!row) throw new Error(`The close of ${day} was not saved`);
  return { kind: 'closed', audit: row };
}

/** The nightly schedule's run: closes every day over and not yet closed, in order. The days it closed. */
export async function closePendingDays(app: FastifyInstance): Promise<string[]> {
  const closed: string[] = [];
  for (let day = await nextDayToClose(app); day; day = await nextDayToClose(app)) {
    const outcome = await closeDay(app, day, null);
    if (outcome.kind !== 'closed') break;
    closed.push(day);
  }
  return closed;
}
