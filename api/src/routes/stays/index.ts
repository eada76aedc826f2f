import {
  folioSchema,
  apiErrorSchema,
  BOOKING_MESSAGES,
  BOOKING_REFERENCE_PATTERN,
  bookingReferenceParamsSchema,
  hotelToday,
  nightsBetween,
  STAY_MESSAGES,
  stayBookingListSchema,
  stayBookingRequestSchema,
  stayBookingResponseSchema,
  stayBookingSchema,
  stayCalendarQuerySchema,
  stayCalendarSchema,
  stayCancelPreviewSchema,
  stayCancelResponseSchema,
  stayChangePreviewSchema,
  stayChangeRequestSchema,
  stayChangeResponseSchema,
  stayQuoteQuerySchema,
  stayQuoteSchema,
  type StayBooking,
} from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { now } from '../../lib/clock';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { stayCalendarFile, stayConfirmationPdf } from '../../lib/stay-documents';
import {
  assertNotBegun,
  askOf,
  bookStay,
  cancelStayForGuest,
  guestCancelTerms,
  mailAbout,
  STAY_MAIL_KINDS,
} from '../../lib/stay-booking';
import { sumRupees } from '../../lib/stay-pricing';
import { priceAsk, publicRoomType, toStayBooking, type StayAsk } from '../../lib/stays';
import { stayMail, type StayMailKind } from '../../mail/stay-mail';
import { signedInUserId } from '../../plugins/app/auth';
import { isNoEmail } from '../../repositories/guests-repository';
import type { StayBookingRow } from '../../repositories/stays-repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const conflict = (message: string) => new HttpError(409, message);
const MAX_CALENDAR_DAYS = 400;

/** Stays: quotes, bookings of 1–4 rooms with a reference, change, cancel, ICS and PDF. */
const staysRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repositories.stays;

  /** The signed-in guest's booking by its reference; anyone else's (or none) is a 404. */
  const ownBooking = async (request: FastifyRequest, reference: string): Promise<StayBookingRow> => {
    const booking = BOOKING_REFERENCE_PATTERN.test(reference) ? await repo.find(reference) : undefined;
    if (!booking || booking.user_id !== signedInUserId(request)) throw notFound(BOOKING_MESSAGES.notFound);
    return booking;
  };
  const present = async (row: StayBookingRow): Promise<StayBooking> => {
    const type = await repo.roomType(row.room_type_id);
    if (!type) throw new Error(`Room type ${row.room_type_id} of booking ${row.reference} is missing`);
    return toStayBooking(row, publicRoomType(type), now());
  };
  const reread = async (reference: string) => {
    const row = await repo.find(reference);
    if (!row) throw new Error(`Booking ${reference} cannot be read back`);
    return present(row);
  };

  /** What the guest paid towards a stay, and what of it was refunded (rupees): the folio's lines. */
  const paidTowards = async (reference: string) => {
    const stay = await app.repositories.folios.stayOf({ reference });
    if (!stay) return { paid: 0, refunded: 0 };
    const { lines } = await app.repositories.folios.view(stay);
    const of = (kind: 'payment' | 'refund') =>
      Math.abs(sumRupees(lines.filter((line) => line.kind === kind).map((line) => line.amount)));
    return { paid: of('payment'), refunded: of('refund') };
  };

  // The guest's mails, written when they leave from the booking as it is then, with its PDF and calendar entry.
  for (const [kind, name] of Object.entries(STAY_MAIL_KINDS) as Array<[StayMailKind, string]>) {
    app.mail.define(name, async (data) => {
      const row = await repo.find(String(data.reference));
      const guest = row && (await app.repositories.users.findById(row.user_id));
      // A profile the staff made without an email has nowhere to send it.
      if (!row || !guest || isNoEmail(guest.email)) return null;
      const booking = await present(row);
      const mail = await stayMail({
        kind,
        booking,
        siteUrl: app.config.mail.siteUrl,
        cancelledBy: data.by === 'hotel' || data.by === 'released' ? data.by : 'guest',
        ...(kind === 'cancelled' ? { paid: await paidTowards(booking.reference) } : {}),
      });
      // A held booking's mail asks for the payment; its confirmation comes with the PDF once paid.
      const attachments =
        kind === 'cancelled' || booking.pay_by !== null
          ? []
          : [
              {
                filename: `haveli-${booking.reference}.pdf`,
                contentType: 'application/pdf',
                content: (await stayConfirmationPdf(booking)).toString('base64'),
              },
              {
                filename: `haveli-${booking.reference}.ics`,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: Buffer.from(stayCalendarFile(booking)).toString('base64'),
              },
            ];
      return { to: guest.email, ...mail, attachments };
    });
  }
  app.get(
    '/quote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stays'],
        summary: 'The price breakdown, cancellation policy and rate plans of a stay',
        querystring: stayQuoteQuerySchema,
        response: { 200: stayQuoteSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return (
        await priceAsk(repo, {
          roomTypeId: q.room_type_id,
          checkIn: q.check_in,
          checkOut: q.check_out,
          adults: q.adults,
          childAges: q.child_ages,
          rooms: q.rooms,
          ratePlan: q.rate_plan,
          coupon: q.coupon,
        })
      ).quote;
    },
  );

  app.get(
    '/calendar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stays'],
        summary: 'Nights with no room of a type free, and the minimum stays, for a date picker',
        querystring: stayCalendarQuerySchema,
        response: { 200: stayCalendarSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { room_type_id, from, to } = request.query;
      if (to <= from || nightsBetween(from, to) > MAX_CALENDAR_DAYS) {
        throw badRequest(`Ask for 1 to ${MAX_CALENDAR_DAYS} days, with the end after the start.`);
      }
      if (!(await repo.roomType(room_type_id))) throw badRequest(STAY_MESSAGES.roomType);
      return repo.calendar(room_type_id, from, to);
    },
  );

  app.post(
    '/bookings',
    {
      config: { access: 'user', idempotent: true },
      schema: {
        tags: ['stays'],
        summary: 'Book 1–4 rooms of a type for the signed-in guest, all or nothing, with a booking reference',
        security: [{ bearerAuth: [] }],
        body: stayBookingRequestSchema,
        response: { 201: stayBookingResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const reference = await bookStay(app, {
        userId: signedInUserId(request),
        guestName: body.guest_name,
        ask: askOf(body),
        requests: body.requests,
        billing: body.billing,
      });
      return reply
        .code(201)
        .send({ success: true, message: BOOKING_MESSAGES.booked, data: await reread(reference) });
    },
  );

  app.get(
    '/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['stays'],
        summary: "The signed-in guest's bookings, the latest stay first",
        security: [{ bearerAuth: [] }],
        response: { 200: stayBookingListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await repo.listForUser(signedInUserId(request));
      const types = new Map((await repo.roomTypes()).map((type) => [type.id, publicRoomType(type)]));
      const at = now();
      return {
        bookings: rows.flatMap((row) => {
          const type = types.get(row.room_type_id);
          return type ? [toStayBooking(row, type, at)] : [];
        }),
      };
    },
  );

  const byReference = {
    config: { access: 'owner' as const },
    schema: {
      tags: ['stays'],
      security: [{ bearerAuth: [] }],
      params: bookingReferenceParamsSchema,
    },
  };

  app.get(
    '/bookings/:reference',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'One booking by its reference: its guest only',
        response: { 200: stayBookingSchema, ...errors },
      },
    },
    async (request) => present(await ownBooking(request, request.params.reference)),
  );

  /** The booking as it would be after the change, or a 400/409 saying why it cannot be. */
  const changeAsk = async (booking: StayBookingRow, change: z.output<typeof stayChangeRequestSchema>) => {
    const at = now();
    assertNotBegun(booking, at);
    if (booking.policy.free_until === null || at.getTime() >= Date.parse(booking.policy.free_until)) {
      throw badRequest(STAY_MESSAGES.changeClosed);
    }
    const childAges = change.child_ages ?? (change.children === undefined ? booking.child_ages : undefined);
    if (!childAges || (change.children !== undefined && childAges.length !== change.children)) {
      throw badRequest(STAY_MESSAGES.childAgesCount);
    }
    const ask: StayAsk = {
      roomTypeId: change.room_type_id ?? booking.room_type_id,
      checkIn: change.check_in ?? booking.check_in,
      checkOut: change.check_out ?? booking.check_out,
      adults: change.adults ?? booking.adults,
      childAges,
      rooms: change.rooms ?? booking.rooms,
      ratePlan: booking.rate_plan,
    };
    const today = hotelToday(at);
    if (ask.checkIn < today) throw badRequest(BOOKING_MESSAGES.checkInPast);
    if (ask.checkOut <= ask.checkIn) throw badRequest(BOOKING_MESSAGES.checkOutNotAfterCheckIn);
    if (ask.adults < ask.rooms) throw badRequest(STAY_MESSAGES.adultsPerRoom);
    if (
      ask.roomTypeId === booking.room_type_id &&
      ask.checkIn === booking.check_in &&
      ask.checkOut === booking.check_out &&
      ask.adults === booking.adults &&
      ask.rooms === booking.rooms &&
      JSON.stringify(ask.childAges) === JSON.stringify(booking.child_ages)
    ) {
      throw badRequest(STAY_MESSAGES.changeNothing);
    }
    const offer = booking.offer_id === null ? null : ((await repo.offerById(booking.offer_id)) ?? null);
    const priced = await priceAsk(repo, ask, offer);
    return { ask, priced, difference: sumRupees([priced.quote.price.total, -booking.total]) };
  };

  const changeSchema = { ...byReference.schema, body: stayChangeRequestSchema };

  app.post(
    '/bookings/:reference/change-preview',
    {
      ...byReference,
      schema: {
        ...changeSchema,
        summary:
          'The booking re-priced with new dates, room type or guests, and the difference; nothing changes',
        response: { 200: stayChangePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await ownBooking(request, request.params.reference);
      const { priced, difference } = await changeAsk(booking, request.body);
      return { quote: priced.quote, previous_total: booking.total, difference };
    },
  );

  app.post(
    '/bookings/:reference/change',
    {
      ...byReference,
      config: { ...byReference.config, idempotent: true },
      schema: {
        ...changeSchema,
        summary:
          "Change dates, room type or guests before the policy's deadline, re-priced, never overbooking",
        response: { 200: stayChangeResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await ownBooking(request, request.params.reference);
      const { ask, priced, difference } = await changeAsk(booking, request.body);
      const outcome = await repo.change(
        booking,
        {
          roomTypeId: ask.roomTypeId,
          checkIn: ask.checkIn,
          checkOut: ask.checkOut,
          adults: ask.adults,
          childAges: ask.childAges,
          parties: priced.parties,
          price: priced.quote.price,
          policy: priced.quote.policy,
          keepOffer: priced.offer !== null,
        },
        mailAbout(app, 'changed'),
      );
      if (!outcome.changed) {
        throw conflict(
          outcome.reason === 'no-room-free' ? STAY_MESSAGES.notEnoughRooms : STAY_MESSAGES.stayBegun,
        );
      }
      app.mail.wake();
      return {
        success: true as const,
        message: STAY_MESSAGES.changed,
        previous_total: booking.total,
        difference,
        data: await reread(booking.reference),
      };
    },
  );

  app.get(
    '/bookings/:reference/cancel-preview',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'What cancelling the booking now would cost under its policy',
        response: { 200: stayCancelPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await ownBooking(request, request.params.reference);
      const { fee, paid, refund } = await guestCancelTerms(app, booking);
      return {
        reference: booking.reference,
        total: booking.total,
        fee,
        paid,
        refund,
        free_until: booking.policy.free_until,
        policy_text: booking.policy.text,
      };
    },
  );

  app.post(
    '/bookings/:reference/cancel',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'Cancel the booking; the policy decides the fee',
        response: { 200: stayCancelResponseSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await ownBooking(request, request.params.reference);
      const { fee, refund } = await cancelStayForGuest(app, booking);
      return {
        success: true as const,
        message: STAY_MESSAGES.cancelled,
        fee,
        refund,
        data: await reread(booking.reference),
      };
    },
  );

  app.get(
    '/bookings/:reference/calendar.ics',
    {
      ...byReference,
      schema: { ...byReference.schema, summary: 'The add-to-calendar file of a booking (iCalendar)' },
    },
    async (request, reply) => {
      const booking = await present(await ownBooking(request, request.params.reference));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="haveli-${booking.reference}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(stayCalendarFile(booking));
    },
  );

  app.get(
    '/bookings/:reference/folio',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'The booking’s folio: what was charged and paid, the balance, what is due and its invoices',
        response: { 200: folioSchema, ...errors },
      },
    },
    async (request) => {
      const booking = await ownBooking(request, request.params.reference);
      const stay = await app.repositories.folios.stayOf({ reference: booking.reference });
      if (!stay) throw notFound(BOOKING_MESSAGES.notFound);
      return app.repositories.folios.view(stay);
    },
  );

  app.get(
    '/bookings/:reference/confirmation.pdf',
    {
      ...byReference,
      schema: { ...byReference.schema, summary: 'The PDF confirmation of a booking, with the GST breakdown' },
    },
    async (request, reply) => {
      const booking = await present(await ownBooking(request, request.params.reference));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="haveli-${booking.reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await stayConfirmationPdf(booking));
    },
  );
};

export default staysRoutes;
