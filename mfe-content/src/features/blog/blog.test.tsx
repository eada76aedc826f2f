import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { COMMENT_AWAITING_APPROVAL_MESSAGE, type BlogPost, type Page } from '@haveli/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { BlogDetailPage } from './blog-detail-page';
import { BlogListPage } from './blog-list-page';

const post = (id: number): BlogPost => ({
  id,
  category: 'blog',
  slug: `post-${id}`,
  title: `Post number ${id}`,
  short_desc: `What post ${id} is about.`,
  image: `/api/images/blog-${id}.svg`,
  created_at: `2026-0${Math.min(id, 9)}-01T10:00:00.000Z`,
});
const posts = [1, 2, 3, 4, 5, 6, 7].map(post);
const article: Page = {
  id: 1,
  category: 'blog',
  slug: 'monsoon-in-jaipur',
  title: 'Monsoon in Jaipur',
  short_desc: 'Green hills and ghevar.',
  description: '<h2>Pack</h2><p>Light cotton.</p><script>window.hacked = true</script>',
  image: '/api/images/blog-monsoon.svg',
  profileImages: '/api/images/blog-monsoon.svg',
  created_at: '2026-04-22T08:15:00.000Z',
};
const approved = [
  { id: 4, name: 'Olivia Brown', comment: 'Best ghevar of my life.', created_at: '2026-05-03T08:30:00.000Z' },
  {
    id: 5,
    name: 'Kabir Singh',
    comment: 'Where can I buy ghevar to take home?',
    created_at: '2026-05-04T08:30:00.000Z',
    reply: {
      text: 'Our pastry chef packs it for travel: ask at the front desk.',
      replied_at: '2026-05-05T09:00:00.000Z',
    },
  },
];

/** A request as it left the client. */
type SentRequest = Parameters<NonNullable<Parameters<typeof mockApi>[0]>>[0];
type Reply = { status: number; data?: unknown } | 'network-error';
function serve(onComment: (config: SentRequest) => Reply = () => ({ status: 201 })) {
  return mockApi((config) => {
    if (config.url === 'web/page/cat/blog') return { status: 200, data: { message: 'ok', page: posts } };
    if (config.url === `web/page/slug/${article.slug}`) return { status: 200, data: article };
    if (config.url === 'web/brand/get_with_pagination') return { status: 200, data: { data: [], total: 0 } };
    if (config.url?.startsWith('web/page/slug/'))
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Page not found.' } };
    if (config.method === 'get' && config.url?.endsWith('/comments'))
      return { status: 200, data: { data: approved, total: approved.length } };
    return onComment(config);
  });
}

const renderArticle = (slug = article.slug) =>
  renderPage(<BlogDetailPage />, { url: `/blog/${slug}`, path: '/blog/:slug' });

describe('BlogListPage', () => {
  it('pages through every post on the client, three at a time', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderPage(<BlogListPage />, { url: '/blog' });

    const list = await screen.findByRole('region', { name: 'Blog posts' });
    await within(list).findAllByRole('article');
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(titles()).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Post number 4', 'Post number 5', 'Post number 6']);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Post number 7']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sent.filter((config) => config.url === 'web/page/cat/blog')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Post number 7' })).toHaveAttribute('href', '/blog/post-7');
  });
});

describe('BlogDetailPage', () => {
  it('shows the article, sanitised, with its approved comments', async () => {
    serve();
    renderArticle();

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon in Jaipur' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pack' })).toBeInTheDocument();
    expect(document.querySelector('main script, article script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(await within(comments).findByText('Best ghevar of my life.')).toBeInTheDocument();
    expect(within(comments).getByText('Olivia Brown')).toBeInTheDocument();
  });

  it('shows the hotel’s reply under the comment it answers', async () => {
    serve();
    renderArticle();
    const comments = await screen.findByRole('region', { name: 'Comments' });
    const answered = (await within(comments).findByText('Where can I buy ghevar to take home?')).closest(
      'li',
    )!;
    expect(within(answered).getByText('Reply from Haveli')).toBeInTheDocument();
    expect(
      within(answered).getByText('Our pastry chef packs it for travel: ask at the front desk.'),
    ).toBeInTheDocument();
    const unanswered = within(comments).getByText('Best ghevar of my life.').closest('li')!;
    expect(within(unanswered).queryByText('Reply from Haveli')).not.toBeInTheDocument();
  });

  it('posts a comment and says it awaits approval, without listing it', async () => {
    const user = userEvent.setup();
    const sent = serve(() => ({ status: 201, data: { message: COMMENT_AWAITING_APPROVAL_MESSAGE } }));
    renderArticle();
    const form = await screen.findByRole('form', { name: 'Leave a Comment' });

    await user.type(within(form).getByLabelText('Name'), 'Ritu Sharma');
    await user.type(within(form).getByLabelText('Email'), 'ritu@example.in');
    await user.type(within(form).getByLabelText('Comment'), 'Packed exactly this. Thank you!');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(COMMENT_AWAITING_APPROVAL_MESSAGE);
    expect(within(form).getByLabelText('Comment')).toHaveValue('');
    const request = sent.find((config) => config.method === 'post');
    expect(request?.url).toBe('web/blog/monsoon-in-jaipur/comments');
    expect(JSON.parse(request?.data as string)).toEqual({
      name: 'Ritu Sharma',
      email: 'ritu@example.in',
      comment: 'Packed exactly this. Thank you!',
    });
    expect(screen.queryByText('Packed exactly this. Thank you!')).not.toBeInTheDocument();
  });

  it('checks the comment form before sending anything', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderArticle();
    const form = await screen.findByRole('form', { name: 'Leave a Comment' });

    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();
    expect(within(form).getByText('Comment is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email'), 'ritu');
    await user.tab();
    expect(await within(form).findByText('Enter a valid email.')).toBeInTheDocument();
    expect(sent.filter((config) => config.method === 'post')).toHaveLength(0);
  });

  it('keeps the comment when sending fails, and says why', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => 'network-error');
    renderArticle();
    const form = await screen.findByRole('form', { name: 'Leave a Comment' });

    await user.type(within(form).getByLabelText('Name'), 'Ritu Sharma');
    await user.type(within(form).getByLabelText('Email'), 'ritu@example.in');
    await user.type(within(form).getByLabelText('Comment'), 'Lovely.');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/Unable to reach the server/);
    expect(within(form).getByLabelText('Comment')).toHaveValue('Lovely.');
    logged.mockRestore();
  });

  it('says an unknown article is not found', async () => {
    serve();
    renderArticle('no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows the newest post on /blog-detail', async () => {
    const sent = mockApi((config) => {
      if (config.url === 'web/page/cat/blog') {
        return {
          status: 200,
          data: { message: 'ok', page: [{ ...posts[0]!, slug: article.slug }, posts[1]] },
        };
      }
      if (config.url === `web/page/slug/${article.slug}`) return { status: 200, data: article };
      return { status: 200, data: { data: [], total: 0 } };
    });
    renderPage(<BlogDetailPage />, { url: '/blog-detail' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon in Jaipur' })).toBeInTheDocument();
    expect(sent.map((config) => config.url)).toContain(`web/page/slug/${article.slug}`);
  });
});
