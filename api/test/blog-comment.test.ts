import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  blogCommentSchema,
  COMMENT_AWAITING_APPROVAL_MESSAGE,
  pagedSchema,
  type BlogComment,
  type Paged,
} from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const POST = 'the-secrets-of-laal-maas';
const comment = { name: 'Ritu Sharma', email: 'Ritu@Example.in', comment: 'The laal maas was superb.' };

describeEachDatabase('blog comments', (ctx) => {
  const url = (slug: string) => `/api/web/blog/${slug}/comments`;
  const post = (slug: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: url(slug), payload: payload as object });
  const approved = async (slug: string): Promise<Paged<BlogComment>> => {
    const response = await ctx.app.inject(url(slug));
    assert.equal(response.statusCode, 200, response.body);
    return pagedSchema(blogCommentSchema.strict()).parse(response.json());
  };
  const stored = async () =>
    ctx.app.db.query<{ name: string; email: string; comment: string; status: string }>(
      'SELECT name, email, comment, status FROM blog_comments ORDER BY id',
    );

  it('shows the seeded approved comments of a post, oldest first, without emails', async () => {
    const { data, total } = await approved('a-morning-at-amber-fort');
    assert.equal(total, 2);
    assert.deepEqual(
      data.map((c) => c.name),
      ['Meenakshi Rao', 'Daniel Weber'],
    );
    assert.ok(data[0]!.created_at < data[1]!.created_at);
    assert.doesNotMatch(JSON.stringify(data), /@/);
  });

  it('stores a new comment as pending, says it awaits approval, and does not show it yet', async () => {
    const before = await approved(POST);
    const response = await post(POST, comment);
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json(), { message: COMMENT_AWAITING_APPROVAL_MESSAGE });

    const saved = (await stored()).at(-1);
    assert.deepEqual(saved, {
      name: 'Ritu Sharma',
      email: 'ritu@example.in',
      comment: 'The laal maas was superb.',
      status: 'pending',
    });
    assert.deepEqual(await approved(POST), before);
  });

  it('shows a comment once staff approve it', async () => {
    await post(POST, { ...comment, comment: 'Approved soon.' });
    await ctx.app.db.query(`UPDATE blog_comments SET status = 'approved' WHERE comment = 'Approved soon.'`);
    const { data } = await approved(POST);
    assert.equal(data.at(-1)?.comment, 'Approved soon.');
  });

  it('refuses bad input with 400 and the field message, storing nothing', async () => {
    const count = (await stored()).length;
    const cases: Array<[object, string, string]> = [
      [{ ...comment, name: '   ' }, 'name', 'Name is required.'],
      [{ email: comment.email, comment: comment.comment }, 'name', 'Name is required.'],
      [{ ...comment, email: '' }, 'email', 'Email is required.'],
      [{ ...comment, email: 'not-an-email' }, 'email', 'Enter a valid email.'],
      [{ ...comment, comment: '' }, 'comment', 'Comment is required.'],
      [{ ...comment, comment: 'x'.repeat(2001) }, 'comment', 'Comment must be at most 2000 characters.'],
      [{ ...comment, name: 42 }, 'name', 'Name is required.'],
    ];
    for (const [payload, field, message] of cases) {
      const body = expectApiError(await post(POST, payload), 400);
      assert.equal(body.fields?.[field], message, JSON.stringify(payload));
    }
    assert.equal((await stored()).length, count);
  });

  it('answers 404 for a slug that is not a blog post, storing nothing', async () => {
    const count = (await stored()).length;
    for (const slug of ['no-such-post', 'privacy-policy', 'career-commis-chef']) {
      assert.equal(expectApiError(await post(slug, comment), 404).message, 'Blog post not found.');
      expectApiError(await ctx.app.inject(url(slug)), 404);
    }
    assert.equal((await stored()).length, count);
  });
});
