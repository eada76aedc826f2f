import {
  ALREADY_HANDLED_MESSAGE,
  apiErrorSchema,
  APPLICATION_NOT_FOUND_MESSAGE,
  applicationStatusRequestSchema,
  careerApplicationParamsSchema,
  careerApplicationsQuerySchema,
  careerApplicationsResponseSchema,
  COMMENT_NOT_FOUND_MESSAGE,
  CONTACT_MESSAGE_NOT_FOUND_MESSAGE,
  contactMessageParamsSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  FEEDBACK_NOT_FOUND_MESSAGE,
  mailReplyRequestSchema,
  moderationCommentParamsSchema,
  moderationCommentSchema,
  moderationCommentsQuerySchema,
  moderationCommentsResponseSchema,
  moderationFeedbackParamsSchema,
  moderationFeedbackQuerySchema,
  moderationFeedbackResponseSchema,
  moderationFeedbackSchema,
  REPLY_REQUIRED_MESSAGE,
  replyRequestSchema,
  rolesWith,
  staffCareerApplicationSchema,
  staffContactMessageSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit';
import { FieldError, HttpError, notFound } from '../../lib/http-errors';
import { sanitizePlainText } from '../../lib/sanitize-html';
import { contactReplyMail } from '../../mail/contact-reply-mail';
import { signedInUserId } from '../../plugins/app/auth';
import { staffInboxRepository, type ReplyTarget } from '../../repositories/staff-inbox-repository';

const security = [{ bearerAuth: [] }];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };
const changeErrors = { 400: apiErrorSchema, 404: apiErrorSchema, ...denied };
/** Moderation is the editors'; the hotel's post is the front desk's. Managers do all. */
const EDITORS = rolesWith('content');
const FRONT_DESK = rolesWith('front-desk');

/** Plain text, or a 400 beside the field when nothing is left of it once its markup is gone. */
const plainReply = (text: string): string => {
  const clean = sanitizePlainText(text);
  if (!clean) throw new FieldError(400, { text: REPLY_REQUIRED_MESSAGE });
  return clean;
};

/** Moderation and the hotel's inbox, under /api/staff. */
const staffInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffInbox } = app.repositories;

  app.get(
    '/moderation/comments',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['staff'],
        summary: 'Blog comments to moderate, pending first, searched, sorted, 20 a page',
        security,
        querystring: moderationCommentsQuerySchema,
        response: { 200: moderationCommentsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffInbox.moderationComments(request.query),
  );

  app.get(
    '/moderation/feedback',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['staff'],
        summary: 'Guest feedback to moderate, pending first, searched, sorted, 20 a page',
        security,
        querystring: moderationFeedbackQuerySchema,
        response: { 200: moderationFeedbackResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffInbox.moderationFeedback(request.query),
  );

  /** Sets or removes the public reply and records it, in one transaction; false when there is no review. */
  const reply = async (table: ReplyTarget, id: number, text: string | null, actor: number) => {
    const done = await app.db.transaction(async (tx) => {
      const before = await staffInboxRepository(tx).setReply(table, id, text, actor);
      if (!before) return false;
      await audit(tx, actor, {
        action: text === null ? 'review.unreply' : 'review.reply',
        entity: table === 'blog_comments' ? 'blog-comments' : 'feedback',
        id,
        before: { reply: before.before },
        after: { reply: text },
      });
      return true;
    });
    // Replies under blog comments are public content the shared cache holds.
    if (done) await app.publicContent.changed();
    return done;
  };

  const targets = [
    {
      path: 'comments',
      table: 'blog_comments',
      params: moderationCommentParamsSchema,
      record: moderationCommentSchema,
      missing: COMMENT_NOT_FOUND_MESSAGE,
      find: (id: number) => staffInbox.findComment(id),
    },
    {
      path: 'feedback',
      table: 'feedback',
      params: moderationFeedbackParamsSchema,
      record: moderationFeedbackSchema,
      missing: FEEDBACK_NOT_FOUND_MESSAGE,
      find: (id: number) => staffInbox.findFeedback(id),
    },
  ] as const;

  for (const target of targets) {
    app.put(
      `/moderation/${target.path}/:id/reply`,
      {
        config: { access: EDITORS },
        schema: {
          tags: ['staff'],
          summary:
            'Reply publicly under a review as the hotel (plain text); visitors see it under the review',
          security,
          params: target.params,
          body: replyRequestSchema,
          response: { 200: target.record, ...changeErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const text = plainReply(request.body.text);
        if (!(await reply(target.table, id, text, signedInUserId(request)))) throw notFound(target.missing);
        const record = await target.find(id);
        if (!record) throw notFound(target.missing);
        return record;
      },
    );

    app.delete(
      `/moderation/${target.path}/:id/reply`,
      {
        config: { access: EDITORS },
        schema: {
          tags: ['staff'],
          summary: 'Remove the hotel’s public reply under a review',
          security,
          params: target.params,
          response: { 200: target.record, ...changeErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await reply(target.table, id, null, signedInUserId(request)))) throw notFound(target.missing);
        const record = await target.find(id);
        if (!record) throw notFound(target.missing);
        return record;
      },
    );
  }

  app.get(
    '/inbox/contact-messages',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Messages from the contact page, open ones first, searched, sorted, 20 a page',
        security,
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffInbox.contactMessages(request.query),
  );

  const contactMessage = async (id: number) => {
    const message = await staffInbox.findContactMessage(id);
    if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
    return message;
  };

  app.post(
    '/inbox/contact-messages/:id/handled',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Mark a contact message handled (answered by phone, or needing no answer)',
        security,
        params: contactMessageParamsSchema,
        response: { 200: staffContactMessageSchema, 409: apiErrorSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = signedInUserId(request);
      const outcome = await app.db.transaction(async (tx) => {
        const repository = staffInboxRepository(tx);
        const message = await repository.lockContactMessage(id);
        if (!message) return 'not-found';
        if (message.handled_at) return 'handled';
        await repository.markHandled(id, actor);
        await audit(tx, actor, {
          action: 'contact.handled',
          entity: 'contact-messages',
          id,
          before: { handled: false },
          after: { handled: true },
        });
        return 'done';
      });
      if (outcome === 'not-found') throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
      if (outcome === 'handled') throw new HttpError(409, ALREADY_HANDLED_MESSAGE);
      return contactMessage(id);
    },
  );

  app.post(
    '/inbox/contact-messages/:id/reply',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Answer a contact message by mail (plain text); the message then counts as handled',
        security,
        params: contactMessageParamsSchema,
        body: mailReplyRequestSchema,
        response: { 200: staffContactMessageSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = signedInUserId(request);
      const text = plainReply(request.body.text);
      const sent = await app.db.transaction(async (tx) => {
        const repository = staffInboxRepository(tx);
        const message = await repository.lockContactMessage(id);
        if (!message) return false;
        const mail = await contactReplyMail({
          name: message.name,
          reply: text,
          message: message.message,
          siteUrl: app.config.mail.siteUrl,
        });
        await repository.recordMailReply(id, text, actor);
        await repository.markHandled(id, actor);
        await app.mail.enqueue(tx, { to: message.email, ...mail });
        await audit(tx, actor, {
          action: 'contact.reply',
          entity: 'contact-messages',
          id,
          before: { handled: message.handled_at !== null },
          after: { handled: true, reply: text },
        });
        return true;
      });
      if (!sent) throw notFound(CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
      app.mail.wake();
      return contactMessage(id);
    },
  );

  app.get(
    '/inbox/applications',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Career applications, newest first, by status, searched, sorted, 20 a page',
        security,
        querystring: careerApplicationsQuerySchema,
        response: { 200: careerApplicationsResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    (request) => staffInbox.careerApplications(request.query),
  );

  app.put(
    '/inbox/applications/:id/status',
    {
      config: { access: FRONT_DESK },
      schema: {
        tags: ['staff'],
        summary: 'Say where an application stands: received, shortlisted, interviewing, offered or declined',
        security,
        params: careerApplicationParamsSchema,
        body: applicationStatusRequestSchema,
        response: { 200: staffCareerApplicationSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const actor = signedInUserId(request);
      const changed = await app.db.transaction(async (tx) => {
        const before = await staffInboxRepository(tx).setApplicationStatus(id, status);
        if (!before) return false;
        if (before.before !== status)
          await audit(tx, actor, {
            action: 'application.status',
            entity: 'career-applications',
            id,
            before: { status: before.before },
            after: { status },
          });
        return true;
      });
      if (!changed) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      const application = await staffInbox.findApplication(id);
      if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      return application;
    },
  );
};

export default staffInboxRoutes;
