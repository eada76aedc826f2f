import {
  apiErrorSchema,
  hotelToday,
  rolesWith,
  staffCancelStayRequestSchema,
  staffMoveRoomRequestSchema,
  staffRoomClosureParamsSchema,
  staffRoomClosureRequestSchema,
  staffRoomClosureSchema,
  staffRoomParamsSchema,
  type StaffStay,
  staffStayActionResponseSchema,
  staffStayParamsSchema,
  staffStaySchema,
  staffTapeChartQuerySchema,
  staffTapeChartSchema,
} from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { now } from '../../lib/clock';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { endStayForHotel, type HotelEnding, noShowFee } from '../../lib/stay-endings';
import { cancelFeeNow } from '../../lib/stay-pricing';
import { signedInUserId } from '../../plugins/app/auth';
import type { MoveRoomOutcome } from '../../repositories/frontdesk-repository';
import type { StayBookingRow } from '../../repositories/stays-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const FRONT_DESK = rolesWith('front-desk');

export const FRONTDESK_MESSAGES = {
  notFound: 'Booking not found.',
  notConfirmed: 'This booking is already cancelled.',
  inHouse: 'A guest who has checked in is checked out, not cancelled.',
  cancelledWaived: 'Booking cancelled; the fee was waived.',
  cancelledCharged: 'Booking cancelled; the policy’s fee was charged.',
  moved: 'Room moved.',
  noShow: 'Recorded as a no-show; the policy’s fee was charged.',
  noShowTooEarly: 'A no-show can be recorded from the day after the arrival day.',
  noSuchRoom: 'Room not found.',
  stayOverlaps:
    'This room has a stay on some of those nights: move the guest to another room first, or choose other dates.',
  noSuchClosure: 'This room has no such closure.',
} as const;

const MOVE_REFUSED: Record<Exclude<MoveRoomOutcome, 'moved'>, [number, string, string]> = {
  'not-found': [404, 'booked_room_id', 'That room is not part of this booking.'],
  'not-movable': [409, 'booked_room_id', 'Only a room of a confirmed stay not yet checked out can be moved.'],
  'no-such-room': [400, 'room_id', 'That room does not exist.'],
  'same-room': [400, 'room_id', 'The guest is already in that room.'],
  'out-of-service': [409, 'room_id', 'That room is out of service.'],
  taken: [409, 'room_id', 'That room is taken by another stay on some of these nights.'],
};

const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The front desk's booking detail, cancel, room move and tape chart. */
const frontdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stays, frontdesk } = app.repositories;

  const booking = async (reference: string): Promise<StayBookingRow> => {
    const row = await stays.find(reference);
    if (!row) throw notFound(FRONTDESK_MESSAGES.notFound);
    return row;
  };

  const present = async (row: StayBookingRow): Promise<StaffStay> => {
    const extras = await frontdesk.extras(row.id, row.user_id, row.room_type_id, row.check_in, row.check_out);
    const history = [
      { at: row.created_at, what: 'Booked' },
      ...extras.room_events,
      ...(row.cancelled_at
        ? [
            {
              at: row.cancelled_at,
              what: extras.cancel_reason ? `Cancelled by the hotel: ${extras.cancel_reason}` : 'Cancelled',
            },
          ]
        : []),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return {
      reference: row.reference,
      status: row.status,
      guest: { id: row.user_id, name: row.guest_name, email: extras.email, phone: extras.phone },
      check_in: row.check_in,
      check_out: row.check_out,
      nights: nightsBetween(row.check_in, row.check_out),
      adults: row.adults,
      children: row.children,
      rate_plan_name: row.rate_plan_name,
      coupon: row.coupon,
      requests: {
        arrival_time: row.arrival_time,
        bed_preference: row.bed_preference,
        occasion: row.occasion,
        remarks: row.remarks,
      },
      price: row.price,
      total: row.total,
      policy_text: row.policy.text,
      fee_now: row.status === 'Confirmed' ? cancelFeeNow(row, now()) : 0,
      cancellation_fee: row.cancellation_fee,
      cancel_reason: extras.cancel_reason,
      rooms: extras.rooms,
      free_rooms: row.status === 'Confirmed' ? extras.free_rooms : [],
      history,
    };
  };

  /** Cancels a confirmed booking on the hotel's side (see `endStayForHotel`); the booking as staff see it after. */
  const cancelForGuest = async (
    request: FastifyRequest,
    row: StayBookingRow,
    at: Date,
    ending: HotelEnding,
  ): Promise<StaffStay> => {
    if (!(await endStayForHotel(app, row, at, ending, signedInUserId(request)))) {
      const current = await booking(row.reference);
      throw new HttpError(
        409,
        current.status === 'Confirmed' ? FRONTDESK_MESSAGES.inHouse : FRONTDESK_MESSAGES.notConfirmed,
      );
    }
    return present(await booking(row.reference));
  };

  const byReference = {
    config: { access: FRONT_DESK },
    schema: { tags: ['staff'], security, params: staffStayParamsSchema },
  };

  app.get(
    '/stays/:reference',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary:
          'A stay booking as the front desk sees it: guest, rooms, price, requests, history, free rooms',
        response: { 200: staffStaySchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const stay = await present(await booking(request.params.reference));
      // Opening a stay shows its guest's personal details: who looked is kept in the audit log.
      await audit(app.db, signedInUserId(request), {
        action: 'stay.view',
        entity: 'stay',
        id: stay.reference,
        after: { guest: stay.guest.name },
      });
      return stay;
    },
  );

  app.post(
    '/stays/:reference/cancel',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'Cancel a booking for the guest, with a reason, waiving or charging the policy’s fee',
        body: staffCancelStayRequestSchema,
        response: {
          200: staffStayActionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const row = await booking(request.params.reference);
      if (row.status !== 'Confirmed') throw new HttpError(409, FRONTDESK_MESSAGES.notConfirmed);
      if (row.state !== 'booked') throw new HttpError(409, FRONTDESK_MESSAGES.inHouse);
      const at = now();
      const { reason, waive_fee } = request.body;
      const fee = waive_fee ? 0 : cancelFeeNow(row, at);
      const data = await cancelForGuest(request, row, at, { fee, reason, action: 'stay.cancel' });
      return {
        message: fee === 0 ? FRONTDESK_MESSAGES.cancelledWaived : FRONTDESK_MESSAGES.cancelledCharged,
        data,
      };
    },
  );

  app.post(
    '/stays/:reference/no-show',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary:
          'Record a guest who never came (after the arrival day): cancelled with the policy’s late fee',
        response: {
          200: staffStayActionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const row = await booking(request.params.reference);
      if (row.status !== 'Confirmed') throw new HttpError(409, FRONTDESK_MESSAGES.notConfirmed);
      const at = now();
      if (row.check_in >= hotelToday(at)) throw new HttpError(409, FRONTDESK_MESSAGES.noShowTooEarly);
      if (row.state !== 'booked') throw new HttpError(409, FRONTDESK_MESSAGES.inHouse);
      const fee = noShowFee(row);
      const data = await cancelForGuest(request, row, at, { fee, reason: 'No-show', action: 'stay.no_show' });
      return { message: FRONTDESK_MESSAGES.noShow, data };
    },
  );

  app.post(
    '/stays/:reference/move',
    {
      ...byReference,
      schema: {
        ...byReference.schema,
        summary: 'Move a booked room of the stay to another room free for all its nights',
        body: staffMoveRoomRequestSchema,
        response: {
          200: staffStayActionResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const row = await booking(request.params.reference);
      const { booked_room_id: bookedRoomId, room_id: roomId } = request.body;
      const outcome = await frontdesk.moveRoom(row.id, bookedRoomId, roomId, (tx, move) =>
        audit(tx, signedInUserId(request), {
          action: 'stay.move',
          entity: 'stay',
          id: row.reference,
          before: { room_no: move.from },
          after: { room_no: move.to },
        }),
      );
      if (outcome !== 'moved') {
        const [status, field, message] = MOVE_REFUSED[outcome];
        throw new FieldError(status, { [field]: message });
      }
      return { message: FRONTDESK_MESSAGES.moved, data: await present(row) };
    },
  );

  app.post(
    '/rooms/:id/closures',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Take a room out of service for nights [from, to): it is not offered or booked then',
        security,
        params: staffRoomParamsSchema,
        body: staffRoomClosureRequestSchema,
        response: {
          201: staffRoomClosureSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { from, to, reason } = request.body;
      const outcome = await frontdesk.closeRoom(request.params.id, from, to, reason, (tx, closed) =>
        audit(tx, signedInUserId(request), {
          action: 'room.close',
          entity: 'room',
          id: closed.room_id,
          after: { closure: closed.id, from, to, reason },
        }),
      );
      if (outcome === 'no-such-room') throw notFound(FRONTDESK_MESSAGES.noSuchRoom);
      if (outcome === 'stay-overlaps') throw new FieldError(409, { from: FRONTDESK_MESSAGES.stayOverlaps });
      return reply.code(201).send(outcome.closed);
    },
  );

  app.delete(
    '/rooms/:id/closures/:closureId',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Put a room back in service for a closure’s nights',
        security,
        params: staffRoomClosureParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { id, closureId } = request.params;
      const reopened = await frontdesk.reopenRoom(id, closureId, (tx, closure) =>
        audit(tx, signedInUserId(request), {
          action: 'room.reopen',
          entity: 'room',
          id,
          before: {
            closure: closureId,
            from: closure.starts_on,
            to: closure.ends_on,
            reason: closure.reason,
          },
        }),
      );
      if (!reopened) {
        throw notFound(FRONTDESK_MESSAGES.noSuchClosure);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/tape-chart',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Every room and its stays over 14 nights from a date (today by default)',
        security,
        querystring: staffTapeChartQuerySchema,
        response: { 200: staffTapeChartSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => frontdesk.tapeChart(request.query.from ?? hotelToday(now())),
  );
};

export default frontdeskRoutes;
