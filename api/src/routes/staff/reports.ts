import {
  apiErrorSchema,
  type DayFigures,
  NIGHT_AUDIT_MESSAGES,
  type NightAudit,
  nightAuditListSchema,
  nightAuditRequestSchema,
  nightAuditResponseSchema,
  reportQuerySchema,
  reportRatios,
  rolesWith,
  type StaffReport,
  staffReportSchema,
  toRupees,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { closeDay, nextDayToClose } from '../../lib/night-audit';
import { reportCsv } from '../../lib/report-csv';
import { signedInUserId } from '../../plugins/app/auth';
import type { DayCounts, NightAuditRow, Share } from '../../repositories/reports-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
/** The night audit and the reports are the manager's: the same ability as the hotel's money. */
const MANAGER = rolesWith('money');

/** How many closes the night audit panel lists. */
const RECENT_CLOSES = 14;

const frozenFigures = (row: NightAuditRow): DayFigures => ({
  day: row.day,
  rooms_available: row.rooms_available,
  rooms_sold: row.rooms_sold,
  occupancy: row.occupancy_permille / 10,
  room_revenue: toRupees(row.room_revenue_paise),
  adr: toRupees(row.adr_paise),
  revpar: toRupees(row.revpar_paise),
  arrivals: row.arrivals,
  departures: row.departures,
  no_shows: row.no_shows,
  cancellations: row.cancellations,
  fnb_revenue: toRupees(row.fnb_revenue_paise),
});

const liveFigures = (row: DayCounts): DayFigures => {
  const ratios = reportRatios(row.rooms_available, row.rooms_sold, row.room_revenue_paise);
  return {
    day: row.day,
    rooms_available: row.rooms_available,
    rooms_sold: row.rooms_sold,
    occupancy: ratios.occupancy,
    room_revenue: toRupees(row.room_revenue_paise),
    adr: toRupees(ratios.adrPaise),
    revpar: toRupees(ratios.revparPaise),
    arrivals: row.arrivals,
    departures: row.departures,
    no_shows: row.no_shows,
    cancellations: row.cancellations,
    fnb_revenue: toRupees(row.fnb_revenue_paise),
  };
};

const presentAudit = (row: NightAuditRow): NightAudit => ({
  day: row.day,
  closed_by: row.by_schedule ? null : row.closed_by_name,
  closed_at: row.closed_at,
  no_shows_marked: row.no_shows_marked,
  nights_audited: row.nights_audited,
  figures: frozenFigures(row),
});

const revenueShares = (rows: Share[]) =>
  rows.map((row) => ({ name: row.name, room_nights: row.count, revenue: toRupees(row.paise) }));

/** The manager's night audit (closing the hotel's day) and reports over a range of days. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.repositories;

  /** The range's report: closed days as the night audit froze them, open days counted now. */
  const report = async (from: string, to: string): Promise<StaffReport> => {
    const live = await reports.dayCounts(from, to);
    const closed = new Map((await reports.audits({ from, to })).map((row) => [row.day, row]));
    const days = live.map((counts) => {
      const frozen = closed.get(counts.day);
      return {
        ...(frozen ? frozenFigures(frozen) : liveFigures(counts)),
        closed: frozen !== undefined,
        bookings_made: counts.bookings_made,
        room_nights_booked: counts.room_nights_booked,
      };
    });
    const sum = (pick: (day: (typeof days)[number]) => number) =>
      days.reduce((all, day) => all + pick(day), 0);
    const available = sum((day) => day.rooms_available);
    const sold = sum((day) => day.rooms_sold);
    // Summed in paise: rupees with paise do not add exactly as floating-point numbers.
    const revenuePaise = sum((day) => Math.round(day.room_revenue * 100));
    const ratios = reportRatios(available, sold, revenuePaise);
    return {
      from,
      to,
      days,
      totals: {
        rooms_available: available,
        rooms_sold: sold,
        occupancy: ratios.occupancy,
        room_revenue: toRupees(revenuePaise),
        adr: toRupees(ratios.adrPaise),
        revpar: toRupees(ratios.revparPaise),
        arrivals: sum((day) => day.arrivals),
        departures: sum((day) => day.departures),
        no_shows: sum((day) => day.no_shows),
        cancellations: sum((day) => day.cancellations),
        fnb_revenue: toRupees(sum((day) => Math.round(day.fnb_revenue * 100))),
        bookings_made: sum((day) => day.bookings_made),
        room_nights_booked: sum((day) => day.room_nights_booked),
      },
      by_rate_plan: revenueShares(await reports.byRatePlan(from, to)),
      by_channel: revenueShares(await reports.byChannel(from, to)),
      fnb_by_outlet: (await reports.fnbByOutlet(from, to)).map((row) => ({
        name: row.name,
        orders: row.count,
        revenue: toRupees(row.paise),
      })),
      fnb_by_dish: (await reports.fnbByDish(from, to)).map((row) => ({
        name: row.name,
        quantity: row.count,
        revenue: toRupees(row.paise),
      })),
      coupons: (await reports.coupons(from, to)).map((row) => ({
        code: row.name,
        uses: row.count,
        discount: toRupees(row.paise),
      })),
    };
  };

  app.get(
    '/night-audit',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The night audit: the latest days closed and the next day to close',
        security,
        response: { 200: nightAuditListSchema, ...denied },
      },
    },
    async () => ({
      next_day: await nextDayToClose(app),
      data: (await reports.audits({ limit: RECENT_CLOSES })).map(presentAudit),
    }),
  );

  app.post(
    '/night-audit',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Close a day (the next one unless given): its unarrived stays become no-shows, its figures are frozen',
        security,
        body: nightAuditRequestSchema,
        response: { 200: nightAuditResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const day = request.body.day ?? (await nextDayToClose(app));
      if (!day) throw new HttpError(409, NIGHT_AUDIT_MESSAGES.nothingToClose);
      const outcome = await closeDay(app, day, signedInUserId(request));
      switch (outcome.kind) {
        case 'closed':
          return {
            message: NIGHT_AUDIT_MESSAGES.closed(day, outcome.audit.no_shows_marked),
            data: presentAudit(outcome.audit),
          };
        case 'already-closed':
          throw new HttpError(409, NIGHT_AUDIT_MESSAGES.alreadyClosed(day));
        case 'not-over':
          throw new HttpError(409, NIGHT_AUDIT_MESSAGES.notOver(day));
        case 'out-of-order':
          throw new HttpError(
            409,
            outcome.next
              ? NIGHT_AUDIT_MESSAGES.outOfOrder(outcome.next)
              : NIGHT_AUDIT_MESSAGES.nothingToClose,
          );
      }
    },
  );

  app.get(
    '/reports',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary:
          'Occupancy, ADR, RevPAR, room revenue by plan and channel, pickup, cancellations, no-shows, F&B and coupons per day',
        security,
        querystring: reportQuerySchema,
        response: { 200: staffReportSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => report(request.query.from, request.query.to),
  );

  app.get(
    '/reports.csv',
    {
      config: { access: MANAGER },
      schema: {
        tags: ['staff'],
        summary: 'The same report as CSV: the days, then each breakdown under its own heading',
        security,
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="haveli-report-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(reportCsv(await report(from, to)));
    },
  );
};

export default reportRoutes;
