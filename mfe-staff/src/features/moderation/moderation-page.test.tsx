// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { ModerationComment, ModerationFeedback } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModerationPage } from './moderation-page';

const comment = (extra: Partial<ModerationComment> = {}): ModerationComment => ({
  id: 7,
  post_slug: 'a-morning-at-amber-fort',
  post_title: 'A Morning at Amber Fort',
  name: 'Ritu Sharma',
  email: 'ritu@example.in',
  comment: 'The laal maas was superb.',
  status: 'pending',
  created_at: '2026-05-01T08:00:00.000Z',
  reply: null,
  ...extra,
});

const feedback = (extra: Partial<ModerationFeedback> = {}): ModerationFeedback => ({
  id: 9,
  name: 'Sara Khan',
  email: 'sara@example.in',
  comment: 'Lovely courtyard breakfast.',
  rating: 4,
  type: 'Dining',
  status: 'Pending',
  created_at: '2026-05-02T08:00:00.000Z',
  reply: null,
  ...extra,
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderModeration(path = '/staff/moderation') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/moderation"
            element={
              <>
                <ModerationPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = <T,>(data: T[], waiting = 1) => ({ status: 200, data: { data, total: data.length, waiting } });

beforeEach(resetBrowser);

describe('moderation', () => {
  it('lists comments pending first and approves one', async () => {
    const sent = mockApi((request) =>
      request.method === 'put' ? { status: 200, data: {} } : page([comment()]),
    );
    renderModeration();
    const row = await screen.findByRole('row', { name: /Ritu Sharma/ });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ url: 'staff/moderation/comments', params: { page: 1 } });
    await userEvent.click(within(row).getByRole('button', { name: 'Approve the review by Ritu Sharma' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'blog-comments/7',
        data: JSON.stringify({ status: 'approved' }),
      }),
    );
  });

  it('replies in public with a dialog, checking the text before it goes', async () => {
    const sent = mockApi((request) =>
      request.method === 'put'
        ? {
            status: 200,
            data: comment({
              reply: { text: 'Thank you!', replied_at: '2026-05-03T08:00:00.000Z', replied_by: 'Esha' },
            }),
          }
        : page([comment({ status: 'approved' })], 0),
    );
    renderModeration();
    const row = await screen.findByRole('row', { name: /Ritu Sharma/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Reply to Ritu Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ritu Sharma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    expect(within(dialog).getByLabelText('Reply from Haveli')).toHaveAccessibleDescription(
      expect.stringContaining('Write the reply.'),
    );
    expect(sent.some((request) => request.method === 'put')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reply from Haveli'), 'Thank you!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/moderation/comments/7/reply',
        data: JSON.stringify({ text: 'Thank you!' }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a reply beside its field', async () => {
    mockApi((request) =>
      request.method === 'put'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Write the reply.',
              fields: { text: 'Write the reply.' },
            },
          }
        : page([comment()]),
    );
    renderModeration();
    const row = await screen.findByRole('row', { name: /Ritu Sharma/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Reply to Ritu Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ritu Sharma' });
    await userEvent.type(within(dialog).getByLabelText('Reply from Haveli'), '<p></p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Reply from Haveli')).toHaveAccessibleDescription(
        expect.stringContaining('Write the reply.'),
      ),
    );
  });

  it('switches to feedback, searches and sorts on the server through the address', async () => {
    const sent = mockApi(() =>
      page([
        feedback({
          reply: { text: 'Glad you enjoyed it.', replied_at: '2026-05-03T08:00:00.000Z', replied_by: 'Esha' },
        }),
      ]),
    );
    renderModeration('/staff/moderation?kind=feedback');
    const row = await screen.findByRole('row', { name: /Sara Khan/ });
    expect(within(row).getByText('Glad you enjoyed it.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ url: 'staff/moderation/feedback' });

    await userEvent.type(screen.getByLabelText('Search'), 'courtyard');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Published');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('?kind=feedback&status=Active&q=courtyard'),
    );
    await userEvent.click(screen.getByRole('button', { name: /^From/ }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('sort=name&dir=asc'));
    expect(sent.at(-1)).toMatchObject({
      url: 'staff/moderation/feedback',
      params: { status: 'Active', q: 'courtyard', sort: 'name', dir: 'asc', page: 1 },
    });
    expect(screen.getByRole('columnheader', { name: /From/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves between comments and feedback with its tabs', async () => {
    const sent = mockApi((request) =>
      request.url === 'staff/moderation/feedback' ? page([feedback()]) : page([comment()]),
    );
    renderModeration('/staff/moderation?q=ghevar');
    await screen.findByRole('row', { name: /Ritu Sharma/ });
    await userEvent.click(screen.getByRole('link', { name: /Guest feedback/ }));
    expect(await screen.findByRole('row', { name: /Sara Khan/ })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('?kind=feedback');
    expect(screen.getByRole('link', { name: /Guest feedback/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: /Blog comments/ }));
    expect(await screen.findByRole('row', { name: /Ritu Sharma/ })).toBeInTheDocument();
    expect(sent.filter((request) => request.url === 'staff/moderation/feedback')).toHaveLength(1);
  });

  it('says when there is nothing to moderate, and offers a retry when the list fails', async () => {
    mockApi(() => page([], 0));
    const { unmount } = renderModeration();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    unmount();
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' },
    }));
    renderModeration();
    expect(await screen.findByRole('heading', { name: 'We could not load the reviews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
