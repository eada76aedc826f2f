import {
  apiErrorSchema,
  GUEST_MESSAGES,
  rolesWith,
  STAFF_STAY_SOURCE_LABELS,
  staffGuestCreateSchema,
  staffGuestMergeSchema,
  staffGuestNoteCreateSchema,
  staffGuestNoteParamsSchema,
  staffGuestParamsSchema,
  staffGuestResponseSchema,
  staffGuestsQuerySchema,
  staffGuestsResponseSchema,
  staffGuestUpdateSchema,
  staffStayCreatedSchema,
  staffStayRequestSchema,
  type StaffGuestProfile,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { audit } from '../../lib/audit';
import { badRequest, FieldError, HttpError, notFound } from '../../lib/http-errors';
import { askOf, bookStay } from '../../lib/stay-booking';
import { signedInUserId } from '../../plugins/app/auth';
import { guestsRepository, isNoEmail, type GuestRow } from '../../repositories/guests-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const FRONT_DESK = rolesWith('front-desk');
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied };

/** A guest as the audit log shows their contact: the email left out when the profile has none. */
const contactOf = (guest: Pick<GuestRow, 'name' | 'email' | 'phone'> & { vip?: boolean }) => ({
  name: guest.name,
  email: isNoEmail(guest.email) ? null : guest.email,
  phone: guest.phone,
  ...(guest.vip === undefined ? {} : { vip: guest.vip }),
});

/**
 * Guest profiles for the front desk and the manager: search, create, change, notes, merge, and the reservation
 * the staff make for a walk-in or a phone guest through the guest's own booking engine. Every read of a
 * profile is audited, as every change is.
 */
const staffGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  const guests = app.repositories.guests;

  /** A guest (not a staff account, not merged away, not deleted), or a 404. */
  const guestOf = async (db: Db, id: number, lock = false): Promise<GuestRow> => {
    const guest = await guestsRepository(db).find(id, lock);
    if (!guest || guest.role !== 'user' || guest.deleted || guest.merged_into !== null)
      throw notFound(GUEST_MESSAGES.notFound);
    return guest;
  };

  /** Refuses an email another account holds, naming the guest who has it. */
  const assertEmailFree = async (db: Db, email: string | null, except?: number) => {
    if (!email) return;
    const holder = await guestsRepository(db).holderOf(email, except);
    if (!holder) return;
    throw new FieldError(409, {
      email:
        holder.role === 'user' ? GUEST_MESSAGES.emailTaken(holder.name) : GUEST_MESSAGES.emailTakenByStaff,
    });
  };

  /** The profile as the staff see it, its read audited. */
  const readProfile = async (db: Db, actor: number, id: number): Promise<StaffGuestProfile> => {
    const profile = await guestsRepository(db).profile(id);
    if (!profile) throw notFound(GUEST_MESSAGES.notFound);
    await audit(db, actor, { action: 'guest.viewed', entity: 'guest', id });
    return profile;
  };

  app.get(
    '/guests',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Guests found by name, email or phone, 20 a page by name (never staff accounts)',
        security,
        querystring: staffGuestsQuerySchema,
        response: { 200: staffGuestsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => guests.search(request.query.q, request.query.page),
  );

  app.post(
    '/guests',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'A guest profile without a sign-in, for a walk-in or a phone guest (email optional, unique)',
        security,
        body: staffGuestCreateSchema,
        response: { 201: staffGuestResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = signedInUserId(request);
      const body = request.body;
      const guest = await app.db.transaction(async (tx) => {
        await assertEmailFree(tx, body.email);
        const id = await guestsRepository(tx).create(body, actor);
        await audit(tx, actor, {
          action: 'guest.create',
          entity: 'guest',
          id,
          after: { name: body.name, email: body.email, phone: body.phone },
        });
        return readProfile(tx, actor, id);
      });
      return reply.code(201).send({ message: GUEST_MESSAGES.created, guest });
    },
  );

  app.get(
    '/guests/:id',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'A guest’s profile: contact, VIP, notes, stays, food orders, table requests (each read audited)',
        security,
        params: staffGuestParamsSchema,
        response: { 200: staffGuestResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      message: '',
      guest: await app.db.transaction((tx) => readProfile(tx, signedInUserId(request), request.params.id)),
    }),
  );

  app.put(
    '/guests/:id',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Change a guest’s name, email, phone and VIP flag',
        security,
        params: staffGuestParamsSchema,
        body: staffGuestUpdateSchema,
        response: { 200: staffGuestResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      const { id } = request.params;
      const body = request.body;
      const guest = await app.db.transaction(async (tx) => {
        const before = await guestOf(tx, id, true);
        // A guest who signs in does so with their email: the staff do not change it under them.
        if (before.has_sign_in && body.email !== before.email.toLowerCase()) {
          throw new FieldError(400, {
            email: 'This guest signs in with their email: they change it in their own account.',
          });
        }
        await assertEmailFree(tx, body.email, id);
        await guestsRepository(tx).update(id, body, before.email);
        await audit(tx, actor, {
          action: 'guest.update',
          entity: 'guest',
          id,
          before: contactOf(before),
          after: { name: body.name, email: body.email, phone: body.phone, vip: body.vip },
        });
        return readProfile(tx, actor, id);
      });
      return { message: GUEST_MESSAGES.saved, guest };
    },
  );

  app.post(
    '/guests/:id/notes',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Add a note to a guest’s profile: an allergy, an occasion, a preference',
        security,
        params: staffGuestParamsSchema,
        body: staffGuestNoteCreateSchema,
        response: { 201: staffGuestResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = signedInUserId(request);
      const { id } = request.params;
      const guest = await app.db.transaction(async (tx) => {
        await guestOf(tx, id, true);
        await guestsRepository(tx).addNote(id, request.body, actor);
        await audit(tx, actor, { action: 'guest.note_add', entity: 'guest', id, after: request.body });
        return readProfile(tx, actor, id);
      });
      return reply.code(201).send({ message: GUEST_MESSAGES.noteAdded, guest });
    },
  );

  app.delete(
    '/guests/:id/notes/:noteId',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Remove a note from a guest’s profile',
        security,
        params: staffGuestNoteParamsSchema,
        response: { 200: staffGuestResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      const { id, noteId } = request.params;
      const guest = await app.db.transaction(async (tx) => {
        await guestOf(tx, id, true);
        const removed = await guestsRepository(tx).removeNote(id, noteId);
        if (!removed) throw notFound(GUEST_MESSAGES.noteNotFound);
        await audit(tx, actor, { action: 'guest.note_remove', entity: 'guest', id, before: removed });
        return readProfile(tx, actor, id);
      });
      return { message: GUEST_MESSAGES.noteRemoved, guest };
    },
  );

  app.post(
    '/guests/:id/merge',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Merge a duplicate profile into this one: its stays, orders, table requests and notes move here and it is disabled',
        security,
        params: staffGuestParamsSchema,
        body: staffGuestMergeSchema,
        response: { 200: staffGuestResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = signedInUserId(request);
      const { id } = request.params;
      const duplicateId = request.body.duplicate_id;
      if (duplicateId === id) throw badRequest(GUEST_MESSAGES.mergeSelf);
      const guest = await app.db.transaction(async (tx) => {
        const repo = guestsRepository(tx);
        // Both locked, the lower id first, so two merges of the same pair cannot cross.
        const [first, second] = [id, duplicateId].sort((a, b) => a - b) as [number, number];
        await repo.find(first, true);
        await repo.find(second, true);
        const kept = await guestOf(tx, id);
        const duplicate = await repo.find(duplicateId);
        if (!duplicate || duplicate.deleted) throw notFound(GUEST_MESSAGES.notFound);
        if (duplicate.role !== 'user') throw badRequest(GUEST_MESSAGES.mergeStaff);
        if (duplicate.merged_into !== null) throw new HttpError(409, GUEST_MESSAGES.mergeMerged);
        // A duplicate that signs in keeps its guest's sign-in only if it is the same email as the kept one's;
        // otherwise the guest would be locked out of their own bookings: merge the other way round.
        if (duplicate.has_sign_in && duplicate.email.toLowerCase() !== kept.email.toLowerCase())
          throw new HttpError(409, GUEST_MESSAGES.mergeOwnSignIn);
        const moved = await repo.merge(id, duplicateId);
        await audit(tx, actor, {
          action: 'guest.merge',
          entity: 'guest',
          id,
          before: { duplicate: `${duplicate.name} (#${duplicate.id})`, ...contactOf(duplicate) },
          after: moved,
        });
        return readProfile(tx, actor, id);
      });
      return { message: GUEST_MESSAGES.merged, guest };
    },
  );

  app.post(
    '/stays',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary:
          'Book a stay for a walk-in or a phone guest, paid at the hotel: the guest booking’s price, rules, mail and folio',
        security,
        body: staffStayRequestSchema,
        response: { 201: staffStayCreatedSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = signedInUserId(request);
      const body = request.body;
      const guest = await guestOf(app.db, body.guest_id).catch(() => {
        throw new FieldError(404, { guest_id: GUEST_MESSAGES.notFound });
      });
      const reference = await bookStay(app, {
        userId: guest.id,
        guestName: guest.name,
        ask: askOf(body),
        requests: body.requests,
        payAtHotel: true,
        alsoInTransaction: async (tx, ref) => {
          await guestsRepository(tx).markStaffStay(ref, actor, body.source);
          await audit(tx, actor, {
            action: 'stay.create',
            entity: 'stay',
            id: ref,
            after: {
              guest: guest.name,
              source: STAFF_STAY_SOURCE_LABELS[body.source],
              check_in: body.check_in,
              check_out: body.check_out,
              adults: body.adults,
              children: body.child_ages.length,
              rooms: body.rooms,
              rate_plan: body.rate_plan,
              coupon: body.coupon ?? null,
            },
          });
        },
      });
      return reply.code(201).send({ message: GUEST_MESSAGES.booked, reference });
    },
  );
};

export default staffGuestRoutes;
