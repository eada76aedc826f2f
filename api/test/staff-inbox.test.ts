import assert from 'node:assert/strict';
import {
  ALREADY_HANDLED_MESSAGE,
  APPLICATION_STATUS_MESSAGE,
  blogCommentSchema,
  careerApplicationsResponseSchema,
  contactMessagesResponseSchema,
  feedbackPageSchema,
  moderationCommentSchema,
  moderationCommentsResponseSchema,
  moderationFeedbackResponseSchema,
  moderationFeedbackSchema,
  pagedSchema,
  REPLY_REQUIRED_MESSAGE,
  REPLY_TOO_LONG_MESSAGE,
  staffAuditResponseSchema,
  staffCareerApplicationSchema,
  staffContactMessageSchema,
  staffConversationsSchema,
  staffTodaySchema,
  type StaffRole,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { ROLE_REFUSED_MESSAGE } from '../src/plugins/app/access';
import { BLOG_SLUG, careerApplication } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
let serial = 0;
const unique = (word: string) => `${word}-${Date.now().toString(36)}-${(serial += 1)}`;

describeEachDatabase(
  'moderation and the hotel’s inbox',
  (ctx) => {
    const staff = new Map<StaffRole, SignedInAccount>();
    before(async () => {
      for (const role of ['manager', 'editor', 'front_desk', 'kitchen'] as const)
        staff.set(role, await signUp(ctx.app, role));
    });
    const as = (role: StaffRole) => ({ authorization: staff.get(role)!.authorization });
    const call = (
      role: StaffRole,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) =>
      ctx.app.inject({ method, url: `/api/staff${url}`, headers: as(role), ...(payload ? { payload } : {}) });

    const newComment = async (comment: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/web/blog/${BLOG_SLUG}/comments`,
        payload: { name: 'Ritu Sharma', email: 'ritu@example.in', comment },
      });
      assert.equal(response.statusCode, 201, response.body);
      const [row] = await ctx.app.db.query<{ id: number }>(
        'SELECT id FROM blog_comments WHERE comment = $1',
        [comment],
      );
      return row!.id;
    };
    const newFeedback = async (message: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/feedback/submit',
        payload: { name: 'Sara Khan', email: 'sara@example.in', message, rating: 4 },
      });
      assert.equal(response.statusCode, 201, response.body);
      return (response.json() as { data: { _id: number } }).data._id;
    };
    const newContactMessage = async (name: string, email: string, message: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact/create',
        payload: { subject: 'Room', name, email, number: '+91 98290 12345', message },
      });
      assert.equal(response.statusCode, 201, response.body);
      return (response.json() as { data: { id: number } }).data.id;
    };
    const publicComments = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/web/blog/${BLOG_SLUG}/comments?limit=100`,
      });
      assert.equal(response.statusCode, 200, response.body);
      return pagedSchema(blogCommentSchema.strict()).parse(response.json()).data;
    };
    const auditOf = async (action: string) => {
      const response = await call('manager', 'GET', `/audit?action=${action}`);
      return staffAuditResponseSchema.parse(response.json()).data;
    };

    it('lists comments pending first, searched and sorted, for editors and managers only', async () => {
      const word = unique('courtyard');
      const first = await newComment(`The ${word} at dusk.`);
      const second = await newComment(`Breakfast in the ${word}.`);
      await ctx.app.db.query("UPDATE blog_comments SET status = 'approved' WHERE id = $1", [first]);

      const listed = moderationCommentsResponseSchema.parse(
        (await call('editor', 'GET', `/moderation/comments?q=${word}`)).json(),
      );
      assert.equal(listed.total, 2);
      assert.deepEqual(
        listed.data.map((comment) => [comment.id, comment.status]),
        [
          [second, 'pending'],
          [first, 'approved'],
        ],
      );
      assert.ok(listed.waiting >= 1);
      const oldest = moderationCommentsResponseSchema.parse(
        (await call('manager', 'GET', `/moderation/comments?q=${word}&sort=created_at&dir=asc`)).json(),
      );
      assert.deepEqual(
        oldest.data.map((comment) => comment.id),
        [first, second],
      );
      const approvedOnly = moderationCommentsResponseSchema.parse(
        (await call('editor', 'GET', `/moderation/comments?q=${word}&status=approved`)).json(),
      );
      assert.deepEqual(
        approvedOnly.data.map((comment) => comment.id),
        [first],
      );
      // A search's wildcards are taken as typed.
      const literal = moderationCommentsResponseSchema.parse(
        (await call('editor', 'GET', '/moderation/comments?q=%25%25%25')).json(),
      );
      assert.equal(literal.total, 0);

      for (const role of ['front_desk', 'kitchen'] as const) {
        const { message } = expectApiError(await call(role, 'GET', '/moderation/comments'), 403);
        assert.equal(message, ROLE_REFUSED_MESSAGE);
      }
      expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/staff/moderation/comments' }), 401);
      const bad = expectApiError(await call('editor', 'GET', '/moderation/comments?sort=email'), 400);
      assert.match(bad.message, /Sort must be one of status, created_at, name\./);
      expectApiError(await call('editor', 'GET', '/moderation/comments?page=0'), 400);
      expectApiError(await call('editor', 'GET', '/moderation/comments?limit=abc'), 400);
      const one = moderationCommentsResponseSchema.parse(
        (await call('editor', 'GET', `/moderation/comments?q=${word}&limit=1&page=2`)).json(),
      );
      assert.deepEqual([one.total, one.data.map((comment) => comment.id)], [2, [first]]);
    });

    it('replies under an approved comment as the hotel: visitors see it, in plain text, and it is audited', async () => {
      const id = await newComment(unique('Superb laal maas'));
      const approve = await ctx.app.inject({
        method: 'PUT',
        url: `/api/blog-comments/${id}`,
        headers: as('editor'),
        payload: { status: 'approved' },
      });
      assert.equal(approve.statusCode, 200, approve.body);
      assert.equal((await publicComments()).find((comment) => comment.id === id)?.reply, undefined);

      const replied = await call('editor', 'PUT', `/moderation/comments/${id}/reply`, {
        text: '  Thank you, <b>Ritu</b>! <script>alert(1)</script>Do come again & bring friends.  ',
      });
      assert.equal(replied.statusCode, 200, replied.body);
      const record = moderationCommentSchema.parse(replied.json());
      assert.equal(record.reply?.text, 'Thank you, Ritu! Do come again & bring friends.');
      assert.equal(record.reply?.replied_by, staff.get('editor')!.name);

      const shown = (await publicComments()).find((comment) => comment.id === id);
      assert.deepEqual(shown?.reply, {
        text: 'Thank you, Ritu! Do come again & bring friends.',
        replied_at: record.reply?.replied_at,
      });
      assert.doesNotMatch(JSON.stringify(shown), /Staff Member/);

      const [entry] = await auditOf('review.reply');
      assert.equal(entry?.entity, 'blog-comments');
      assert.equal(entry?.entity_id, String(id));
      assert.deepEqual(entry?.after, { reply: 'Thank you, Ritu! Do come again & bring friends.' });

      const removed = await call('manager', 'DELETE', `/moderation/comments/${id}/reply`);
      assert.equal(moderationCommentSchema.parse(removed.json()).reply, null);
      assert.equal((await publicComments()).find((comment) => comment.id === id)?.reply, undefined);
    });

    it('refuses an empty, markup-only or too long reply beside its field and changes nothing', async () => {
      const id = await newComment(unique('Lovely'));
      const audited = (await auditOf('review.reply')).length;
      for (const [text, message] of [
        ['   ', REPLY_REQUIRED_MESSAGE],
        ['<img src=x onerror=alert(1)>', REPLY_REQUIRED_MESSAGE],
        ['x'.repeat(1001), REPLY_TOO_LONG_MESSAGE],
      ] as const) {
        const refused = expectApiError(
          await call('editor', 'PUT', `/moderation/comments/${id}/reply`, { text }),
          400,
        );
        assert.equal(refused.fields?.text, message, text);
      }
      expectApiError(await call('editor', 'PUT', `/moderation/comments/${id}/reply`, {}), 400);
      expectApiError(await call('editor', 'PUT', '/moderation/comments/abc/reply', { text: 'Hi' }), 400);
      expectApiError(await call('editor', 'PUT', '/moderation/comments/99999999/reply', { text: 'Hi' }), 404);
      const [row] = await ctx.app.db.query<{ reply: string | null }>(
        'SELECT reply FROM blog_comments WHERE id = $1',
        [id],
      );
      assert.equal(row?.reply, null);
      assert.equal((await auditOf('review.reply')).length, audited);
      const { message } = expectApiError(
        await call('front_desk', 'PUT', `/moderation/comments/${id}/reply`, { text: 'Hi' }),
        403,
      );
      assert.equal(message, ROLE_REFUSED_MESSAGE);
    });

    it('moderates feedback and shows the hotel’s reply under published feedback', async () => {
      const word = unique('spa');
      const id = await newFeedback(`The ${word} was calm.`);
      const listed = moderationFeedbackResponseSchema.parse(
        (await call('editor', 'GET', `/moderation/feedback?q=${word}`)).json(),
      );
      assert.deepEqual(
        listed.data.map((item) => [item.id, item.status, item.reply]),
        [[id, 'Pending', null]],
      );
      const published = await ctx.app.inject({
        method: 'PUT',
        url: `/api/feedback/${id}`,
        headers: as('editor'),
        payload: { status: 'Active' },
      });
      assert.equal(published.statusCode, 200, published.body);
      const replied = await call('editor', 'PUT', `/moderation/feedback/${id}/reply`, {
        text: 'We are glad you rested well.',
      });
      assert.equal(
        moderationFeedbackSchema.parse(replied.json()).reply?.text,
        'We are glad you rested well.',
      );

      const page = feedbackPageSchema
        .strict()
        .parse(
          (
            await ctx.app.inject({ method: 'GET', url: '/api/feedback/get_with_pagination?limit=100' })
          ).json(),
        );
      assert.equal(page.data.find((item) => item._id === id)?.reply?.text, 'We are glad you rested well.');
      const [entry] = await auditOf('review.reply');
      assert.equal(entry?.entity, 'feedback');
      const { message } = expectApiError(
        await call('kitchen', 'PUT', `/moderation/feedback/${id}/reply`, { text: 'Hi' }),
        403,
      );
      assert.equal(message, ROLE_REFUSED_MESSAGE);
    });

    it('answers a contact message by mail: queued with the change, audited, and then handled', async () => {
      const email = `${unique('guest')}@example.in`;
      const id = await newContactMessage('Anil Kapoor', email, 'Do you have a room with a view of the fort?');
      const open = contactMessagesResponseSchema.parse(
        (await call('front_desk', 'GET', `/inbox/contact-messages?q=${encodeURIComponent(email)}`)).json(),
      );
      assert.deepEqual(
        open.data.map((message) => [message.id, message.handled_at, message.reply]),
        [[id, null, null]],
      );
      assert.ok(open.waiting >= 1);

      const replied = await call('front_desk', 'POST', `/inbox/contact-messages/${id}/reply`, {
        text: 'Yes: the Sheesh Mahal Suite looks at Nahargarh. <i>Shall we hold it?</i>',
      });
      assert.equal(replied.statusCode, 200, replied.body);
      const message = staffContactMessageSchema.parse(replied.json());
      assert.ok(message.handled_at);
      assert.equal(message.handled_by, staff.get('front_desk')!.name);
      assert.equal(message.reply?.text, 'Yes: the Sheesh Mahal Suite looks at Nahargarh. Shall we hold it?');

      const [mail] = await outbox.mailsAfter(email, 1);
      assert.equal(mail?.subject, 'A reply from Haveli to your message');
      assert.match(mail!.text, /Sheesh Mahal Suite looks at Nahargarh/);
      assert.match(mail!.text, /Do you have a room with a view of the fort\?/);
      assert.doesNotMatch(mail!.html, /<i>Shall/);

      const handled = contactMessagesResponseSchema.parse(
        (
          await call(
            'manager',
            'GET',
            `/inbox/contact-messages?q=${encodeURIComponent(email)}&status=handled`,
          )
        ).json(),
      );
      assert.deepEqual(
        handled.data.map((row) => row.id),
        [id],
      );
      const [entry] = await auditOf('contact.reply');
      assert.equal(entry?.entity_id, String(id));
      assert.deepEqual(entry?.before, { handled: false });
    });

    it('marks a message handled once, and refuses bad replies and other roles without changing or mailing', async () => {
      const email = `${unique('caller')}@example.in`;
      const id = await newContactMessage('Meera Joshi', email, 'Please call me back.');
      for (const role of ['editor', 'kitchen'] as const) {
        const { message } = expectApiError(
          await call(role, 'POST', `/inbox/contact-messages/${id}/handled`),
          403,
        );
        assert.equal(message, ROLE_REFUSED_MESSAGE);
      }
      const refused = expectApiError(
        await call('front_desk', 'POST', `/inbox/contact-messages/${id}/reply`, { text: '<p> </p>' }),
        400,
      );
      assert.equal(refused.fields?.text, REPLY_REQUIRED_MESSAGE);
      const [untouched] = await ctx.app.db.query<{ handled_at: string | null; reply: string | null }>(
        'SELECT handled_at, reply FROM contact_messages WHERE id = $1',
        [id],
      );
      assert.deepEqual(untouched, { handled_at: null, reply: null });

      const marked = await call('front_desk', 'POST', `/inbox/contact-messages/${id}/handled`);
      assert.equal(marked.statusCode, 200, marked.body);
      assert.ok(staffContactMessageSchema.parse(marked.json()).handled_at);
      const again = expectApiError(
        await call('manager', 'POST', `/inbox/contact-messages/${id}/handled`),
        409,
      );
      assert.equal(again.message, ALREADY_HANDLED_MESSAGE);
      expectApiError(await call('manager', 'POST', '/inbox/contact-messages/99999999/handled'), 404);
      assert.equal((await auditOf('contact.handled'))[0]?.entity_id, String(id));
      assert.deepEqual(outbox.mailsTo(email), []);
    });

    it('counts guests’ unread messages on Today until a member of staff opens the conversation', async () => {
      const unread = async () =>
        staffTodaySchema.parse((await call('kitchen', 'GET', '/today')).json()).unread_messages;
      const before = await unread();
      const guest = await signUp(ctx.app);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { authorization: guest.authorization },
        payload: { body: 'Can we check in early?' },
      });
      assert.equal(sent.statusCode, 201, sent.body);
      assert.equal(await unread(), before + 1);
      const opened = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/messages/${guest.id}`,
        headers: as('front_desk'),
      });
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(await unread(), before);

      const found = staffConversationsSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/admin/messages?q=${encodeURIComponent(guest.email)}`,
            headers: as('front_desk'),
          })
        ).json(),
      );
      assert.deepEqual([found.total, found.data.map((conversation) => conversation.userId)], [1, [guest.id]]);
      const tooLong = expectApiError(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/messages?q=${'x'.repeat(101)}`,
          headers: as('front_desk'),
        }),
        400,
      );
      assert.equal(tooLong.message, 'Search must be at most 100 characters.');

      const replied = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/messages/${guest.id}/reply`,
        headers: as('front_desk'),
        payload: { body: 'Yes, from noon.' },
      });
      assert.equal(replied.statusCode, 201, replied.body);
      const [entry] = await auditOf('message.reply');
      assert.deepEqual(
        [entry?.entity, entry?.entity_id, entry?.after, entry?.actor.id],
        ['conversation', String(guest.id), { body: 'Yes, from noon.' }, staff.get('front_desk')!.id],
      );
    });

    it('sets where a career application stands, audited, with a clear refusal of an unknown status', async () => {
      const id = await careerApplication(ctx.app);
      const listed = careerApplicationsResponseSchema.parse(
        (await call('front_desk', 'GET', '/inbox/applications?q=Neha&sort=created_at&dir=desc')).json(),
      );
      assert.equal(listed.data[0]?.id, id);
      assert.equal(listed.data[0]?.status, 'received');

      const moved = await call('front_desk', 'PUT', `/inbox/applications/${id}/status`, {
        status: 'shortlisted',
      });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(staffCareerApplicationSchema.parse(moved.json()).status, 'shortlisted');
      const [entry] = await auditOf('application.status');
      assert.deepEqual(
        [entry?.entity_id, entry?.before, entry?.after],
        [String(id), { status: 'received' }, { status: 'shortlisted' }],
      );

      const refused = expectApiError(
        await call('front_desk', 'PUT', `/inbox/applications/${id}/status`, { status: 'hired' }),
        400,
      );
      assert.equal(refused.fields?.status, APPLICATION_STATUS_MESSAGE);
      const shortlisted = careerApplicationsResponseSchema.parse(
        (await call('manager', 'GET', '/inbox/applications?status=shortlisted')).json(),
      );
      assert.ok(
        shortlisted.data.some((application) => application.id === id && application.status === 'shortlisted'),
      );
      expectApiError(
        await call('manager', 'PUT', '/inbox/applications/99999999/status', { status: 'offered' }),
        404,
      );
      const { message } = expectApiError(
        await call('editor', 'PUT', `/inbox/applications/${id}/status`, { status: 'offered' }),
        403,
      );
      assert.equal(message, ROLE_REFUSED_MESSAGE);
      expectApiError(await call('editor', 'GET', '/inbox/applications'), 403);
    });
  },
  { env: outbox.env },
);
