import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
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
  const note = (message: string, rating = 5) => ({
    name: 'Sara Khan',
    email: 'sara@example.in',
    message,
    rating,
  });

  it("saves a visitor's feedback as Active, and links a signed-in guest's to their account", async () => {
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
        feedback_status: 'Active',
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
    expectApiError(await submit(note('With a broken token.'), 'Bearer not-a-token'), 401);
  });

  it('pages the Active feedback newest first, with totalPages', async () => {
    const before = feedbackPageSchema.parse((await page({ page: '1', limit: '3' })).json()).total;
    for (const message of ['First visit', 'Second visit', 'Third visit', 'Fourth visit']) {
      await submit(note(message));
    }
    const hidden = feedbackResponseSchema.parse((await submit(note('Hidden by staff'))).json()).data;
    await ctx.app.db.query("UPDATE feedback SET status = 'Inactive' WHERE id = $1", [hidden._id]);

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

  it('shows a guest everything they wrote, to them and to staff only', async () => {
    const guest = await signUpGuest(ctx);
    const other = await signUpGuest(ctx);
    const admin = await signUpAdmin(ctx);
    await submit(note('Older note', 3), guest.authorization);
    const newer = feedbackResponseSchema.parse(
      (await submit(note('Newer note', 2), guest.authorization)).json(),
    ).data;
    await ctx.app.db.query("UPDATE feedback SET status = 'Inactive' WHERE id = $1", [newer._id]);
    await submit(note('Not theirs'), other.authorization);

    const own = feedbackListSchema.strict().parse((await ofUser(guest.id, guest)).json());
    assert.deepEqual(
      own.data.map((item) => [item.feedback_info.feedback_comment, item.feedback_status]),
      [
        ['Newer note', 'Inactive'],
        ['Older note', 'Active'],
      ],
    );
    expectApiError(await ofUser(guest.id, other), 403);
    expectApiError(await ofUser(guest.id), 401);
    assert.equal(feedbackListSchema.parse((await ofUser(guest.id, admin)).json()).data.length, 2);
  });

  it('explains every bad submission field by field and saves nothing', async () => {
    const before = feedbackPageSchema.parse((await page({})).json()).total;
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
    assert.equal(feedbackPageSchema.parse((await page({})).json()).total, before + 1);
  });
});
