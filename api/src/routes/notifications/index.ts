import {
  apiErrorSchema,
  NOTIFICATION_NOT_FOUND_MESSAGE,
  notificationParamsSchema,
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** No body is needed; one that is not a JSON object is a mistake, refused before anything changes. */
const noBody = z.object({}).strict().nullish();

/** The signed-in guest's notifications (registered under /notifications): their own, never another's. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inbox'],
        summary: "The guest's notifications, unread first and then newest first",
        security: [{ bearerAuth: [] }],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
    },
    async (request) => app.repositories.notifications.list(signedInUserId(request), request.query),
  );

  app.get(
    '/unread-count',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inbox'],
        summary: "How many of the guest's notifications are unread (the header's badge)",
        security: [{ bearerAuth: [] }],
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({
      unread: await app.repositories.notifications.unreadCount(signedInUserId(request)),
    }),
  );

  app.post(
    '/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['inbox'],
        summary: "Mark every one of the guest's notifications read",
        security: [{ bearerAuth: [] }],
        body: noBody,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => {
      await app.repositories.notifications.markAllRead(signedInUserId(request));
      return { unread: 0 };
    },
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['inbox'],
        summary: "Mark one of the guest's notifications read; another guest's is a 404",
        security: [{ bearerAuth: [] }],
        params: notificationParamsSchema,
        body: noBody,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const read = await app.repositories.notifications.markRead(signedInUserId(request), request.params.id);
      if (!read) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
      return read;
    },
  );
};

export default notificationRoutes;
