import {
  apiErrorSchema,
  conversationSchema,
  GUEST_NOT_FOUND_MESSAGE,
  guestMessageSchema,
  messageRequestSchema,
  messageUserParamsSchema,
  pageQuerySchema,
  rolesWith,
  staffConversationsSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';
import { notify } from '../../lib/notifications';
import { signedInUserId } from '../../plugins/app/auth';
import { createRepositories } from '../../repositories';
import { messageReplyMail } from '../../mail/message-reply-mail';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const MESSAGES_PATH = '/messages';

/** The guest's conversation with the hotel (/messages) and staff replies (/admin/messages/:userId). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MESSAGES_PATH,
    {
      config: { access: 'user' },
      schema: {
        tags: ['inbox'],
        summary: "The guest's conversation with the hotel, oldest first; the hotel's replies become read",
        security: [{ bearerAuth: [] }],
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const data = await app.repositories.guestMessages.conversation(userId);
      await app.repositories.guestMessages.markRepliesRead(userId);
      return { data };
    },
  );

  app.post(
    MESSAGES_PATH,
    {
      config: { access: 'user', rateLimit: 'message' },
      schema: {
        tags: ['inbox'],
        summary: 'Write to the hotel (1 to 2000 characters)',
        security: [{ bearerAuth: [] }],
        body: messageRequestSchema,
        response: { 201: guestMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await app.repositories.guestMessages.add(
        signedInUserId(request),
        'guest',
        request.body.body,
        null,
      );
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/admin/messages',
    {
      config: { access: rolesWith('front-desk') },
      schema: {
        tags: ['inbox'],
        summary:
          'Staff: the guests who wrote, latest conversation first, with their unread messages; `q` searches ' +
          'their names and emails',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema.extend({
          q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
        }),
        response: { 200: staffConversationsSchema, ...errors },
      },
    },
    async (request) => app.repositories.guestMessages.conversations(request.query),
  );

  app.get(
    '/admin/messages/:userId',
    {
      config: { access: rolesWith('front-desk') },
      schema: {
        tags: ['inbox'],
        summary:
          "Staff: a guest's conversation with the hotel, oldest first; the guest's messages become read",
        security: [{ bearerAuth: [] }],
        params: messageUserParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) => {
      const guest = await app.repositories.guestMessages.findGuest(request.params.userId);
      if (!guest) throw notFound(GUEST_NOT_FOUND_MESSAGE);
      const data = await app.repositories.guestMessages.conversation(guest.id);
      await app.db.transaction(async (tx) => {
        await createRepositories(tx).guestMessages.markGuestMessagesRead(guest.id);
        // A guest's conversation is their personal data: who opened it is kept in the audit log.
        await audit(tx, signedInUserId(request), {
          action: 'conversation.view',
          entity: 'account',
          id: guest.id,
        });
      });
      return { data };
    },
  );

  app.post(
    '/admin/messages/:userId/reply',
    {
      config: { access: rolesWith('front-desk') },
      schema: {
        tags: ['inbox'],
        summary: 'Staff: reply to a guest; the guest is notified and mailed',
        security: [{ bearerAuth: [] }],
        params: messageUserParamsSchema,
        body: messageRequestSchema,
        response: { 201: guestMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const guest = await app.repositories.guestMessages.findGuest(request.params.userId);
      if (!guest) throw notFound(GUEST_NOT_FOUND_MESSAGE);
      const { body } = request.body;
      const { siteUrl } = app.config.mail;
      const mail = await messageReplyMail({
        name: guest.name,
        reply: body,
        link: `${siteUrl}${MESSAGES_PATH}`,
        siteUrl,
      });
      const message = await app.repositories.guestMessages.add(
        guest.id,
        'hotel',
        body,
        signedInUserId(request),
        async (tx) => {
          await notify(tx, guest.id, {
            kind: 'message.reply',
            title: 'The hotel has replied to your message',
            body: body.length > 200 ? `${body.slice(0, 199)}…` : body,
            link: MESSAGES_PATH,
          });
          await app.mail.enqueue(tx, { to: guest.email, ...mail });
          await audit(tx, signedInUserId(request), {
            action: 'message.reply',
            entity: 'conversation',
            id: guest.id,
            after: { body },
          });
        },
      );
      app.mail.wake();
      return reply.code(201).send(message);
    },
  );
};

export default messageRoutes;
