import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  adminFeedbackSchema,
  FEEDBACK_MESSAGES,
  feedbackListSchema,
  feedbackPageSchema,
  feedbackResponseSchema,
} from '@haveli/contracts';
import { signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('feedback', (ctx) => {
  const submit = (payload: object, authorization?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      headers: authorization ? { authorization } : {},
      payload,
    });
  const page = (query: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/feedback/get_with_pagination', query });
  const ofUser = (userId: number, account?: SignedInAccount) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/feedback/user/${userId}`,
      headers: account ? { authorization: account.authorization } : {},
    });
  let staff: SignedInAccount | undefined;
  /** Staff publish (Active) or hide (Inactive) a piece of feedback through the admin API. */
  const moderate = async (id: number, status: 'Active' | 'Inactive') => {
    staff ??= await signUpAdmin(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/feedback/${id}`,
      headers: { authorization: staff.authorization },
      payload: { status },
    });
    assert.equal(response.statusCode, 200, response.body);
    return adminFeedbackSchema.strict().parse(response.json());
  };
  const note = (message: string, rating = 5) => ({
    name: 'Sara Khan',
    email: 'sara@example.in',
    message,
    rating,
  });

  it("saves a visitor's feedback as Pending, and links a signed-in guest's to their account", async () => {
    const anonymous = await submit(note('Lovely courtyard breakfast.', 4));
    assert.equal(anonymous.statusCode, 201, anonymous.body);
    const saved = feedbackResponseSchema.strict().parse(anonymous.json()).data;
    assert.deepEqual(
      { ...saved, _id: 0, feedback_info: { ...saved.feedback_info, createdAt: '', updatedAt: '' } },
      {
        _id: 0,
        name: 'Sara Khan',
        feedback_info: {
          user_id: null,
          feedback_comment: 'Lovely courtyard breakfast.',
          type: 'General',
          createdAt: '',
          updatedAt: '',
        },
        feedback_star: 4,
        feedback_status: 'Pending',
      },
    );
    assert.match(saved.feedback_info.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(!JSON.stringify(saved).includes('sara@example.in'), 'the email is never published');

    const guest = await signUpGuest(ctx);
    const linked = feedbackResponseSchema.parse(
      (await submit({ ...note('The spa was superb.'), type: 'Service' }, guest.authorization)).json(),
    ).data;
    assert.equal(linked.feedback_info.user_id, guest.id);
    assert.equal(linked.feedback_info.type, 'Service');
    assert.equal(linked.feedback_status, 'Pending');
    expectApiError(await submit(note('With a broken token.'), 'Bearer not-a-token'), 401);
  });

  it('publishes nothing until staff approve it, and never shows whose account wrote it', async () => {
    const guest = await signUpGuest(ctx);
    const advert = 'Hotel closed — book at cheap-rooms.example instead';
    const written = feedbackResponseSchema.parse(
      (await submit(note(advert, 5), guest.authorization)).json(),
    ).data;
    const published = async () =>
      feedbackPageSchema
        .parse((await page({ limit: '100' })).json())
        .data.filter((item) => item.feedback_info.feedback_comment === advert);
    assert.deepEqual(await published(), []);

    staff ??= await signUpAdmin(ctx);
    const pending = await ctx.app.inject({
      url: '/api/feedback?status=Pending&limit=100',
      headers: { authorization: staff.authorization },
    });
    assert.equal(pending.statusCode, 200, pending.body);
    const listed = (pending.json() as { data: Array<{ id: number; status: string; user_id: number | null }> })
      .data;
    assert.ok(listed.every((item) => item.status === 'Pending'));
    assert.equal(listed.find((item) => item.id === written._id)?.user_id, guest.id);
    expectApiError(
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/feedback/${written._id}`,
        headers: { authorization: guest.authorization },
        payload: { status: 'Active' },
      }),
      403,
    );

    assert.equal((await moderate(written._id, 'Active')).status, 'Active');
    const [shown] = await published();
    assert.equal(shown?.feedback_info.user_id, null, 'the public list never gives an account');
    await moderate(written._id, 'Inactive');
    assert.deepEqual(await published(), []);

    // What staff write themselves is published at once.
    const own = feedbackResponseSchema.parse(
      (await submit(note('Welcome, guests!'), staff.authorization)).json(),
    );
    assert.equal(own.data.feedback_status, 'Active');
  });

  it('pages the Active feedback newest first, with totalPages', async () => {
    const before = feedbackPageSchema.parse((await page({ page: '1', limit: '3' })).json()).total;
    for (const message of ['First visit', 'Second visit', 'Third visit', 'Fourth visit']) {
      await moderate(feedbackResponseSchema.parse((await submit(note(message))).json()).data._id, 'Active');
    }
    const hidden = feedbackResponseSchema.parse((await submit(note('Hidden by staff'))).json()).data;
    await moderate(hidden._id, 'Inactive');
    await submit(note('Still pending'));

    const first = feedbackPageSchema.strict().parse((await page({ page: '1', limit: '3' })).json());
    assert.equal(first.total, before + 4);
    assert.equal(first.totalPages, Math.ceil((before + 4) / 3));
    assert.deepEqual(
      first.data.map((item) => item.feedback_info.feedback_comment),
      ['Fourth visit', 'Third visit', 'Second visit'],
    );
    assert.ok(first.data.every((item) => item.feedback_status === 'Active'));
    const second = feedbackPageSchema.parse((await page({ page: '2', limit: '3' })).json());
    assert.equal(second.data[0]?.feedback_info.feedback_comment, 'First visit');
    assert.equal(
      expectApiError(await page({ page: '0' }), 400).message,
      'page must be a whole number of at least 1.',
    );
  });

  it('shows a guest everything they wrote, to them alone (staff included: 404)', async () => {
    const guest = await signUpGuest(ctx);
    const other = await signUpGuest(ctx);
    const admin = await signUpAdmin(ctx);
    const older = feedbackResponseSchema.parse(
      (await submit(note('Older note', 3), guest.authorization)).json(),
    );
    await moderate(older.data._id, 'Active');
    await submit(note('Middle note', 4), guest.authorization);
    const newer = feedbackResponseSchema.parse(
      (await submit(note('Newer note', 2), guest.authorization)).json(),
    ).data;
    await moderate(newer._id, 'Inactive');
    await submit(note('Not theirs'), other.authorization);

    const own = feedbackListSchema.strict().parse((await ofUser(guest.id, guest)).json());
    assert.deepEqual(
      own.data.map((item) => [item.feedback_info.feedback_comment, item.feedback_status]),
      [
        ['Newer note', 'Inactive'],
        ['Middle note', 'Pending'],
        ['Older note', 'Active'],
      ],
    );
    expectApiError(await ofUser(guest.id, other), 404);
    expectApiError(await ofUser(guest.id), 401);
    expectApiError(await ofUser(guest.id, admin), 404);
  });

  it('explains every bad submission field by field and saves nothing', async () => {
    const count = async () =>
      (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0]?.n ?? 0;
    const before = await count();
    const cases: Array<[object, Record<string, string>]> = [
      [
        {},
        {
          name: FEEDBACK_MESSAGES.nameRequired,
          email: 'Email is required.',
          message: FEEDBACK_MESSAGES.messageRequired,
          rating: FEEDBACK_MESSAGES.rating,
        },
      ],
      [{ ...note('x'), name: '  ' }, { name: FEEDBACK_MESSAGES.nameRequired }],
      [{ ...note('   ') }, { message: FEEDBACK_MESSAGES.messageRequired }],
      [{ ...note('x'), email: 'sara' }, { email: 'Enter a valid email.' }],
      [{ ...note('x'), rating: 6 }, { rating: FEEDBACK_MESSAGES.rating }],
      [{ ...note('x'), rating: -1 }, { rating: FEEDBACK_MESSAGES.rating }],
      [{ ...note('x'), rating: 4.5 }, { rating: FEEDBACK_MESSAGES.rating }],
      [{ ...note('x'), type: 'Spam' }, { type: FEEDBACK_MESSAGES.type }],
    ];
    for (const [payload, fields] of cases) {
      assert.deepEqual(expectApiError(await submit(payload), 400).fields, fields, JSON.stringify(payload));
    }
    assert.equal((await submit(note('Zero stars is a rating too.', 0))).statusCode, 201);
    assert.equal(await count(), before + 1);
  });
});
