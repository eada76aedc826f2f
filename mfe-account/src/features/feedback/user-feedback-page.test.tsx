import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFeedback } from '../../testing/fixtures';
import { mockRoutes, recordToasts, renderPage, sentBody } from '../../testing/render-page';
import { UserFeedbackPage } from './user-feedback-page';

recordToasts();

describe('UserFeedbackPage', () => {
  it("pages the feedback three at a time with 'Page x of y', asking the API for each page", async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get feedback/get_with_pagination': (config) => {
        const page = (config.params as { page: number }).page;
        const data =
          page === 1
            ? [aFeedback(5, 'Five'), aFeedback(4, 'Four'), aFeedback(3, 'Three')]
            : [aFeedback(2, 'Two')];
        return { status: 200, data: { data, total: 4, totalPages: 2 } };
      },
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    expect(await screen.findByText('Five')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Two')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(sent.map((request) => request.params)).toEqual([
      { page: 1, limit: 3 },
      { page: 2, limit: 3 },
    ]);
  });

  it('shows the hotel’s reply under the feedback it answers', async () => {
    mockRoutes({
      'get feedback/get_with_pagination': () => ({
        status: 200,
        data: {
          data: [
            {
              ...aFeedback(2, 'The spa was calm.'),
              reply: { text: 'We are glad you rested well.', replied_at: '2026-05-03T08:00:00.000Z' },
            },
            aFeedback(1, 'Lovely breakfast.'),
          ],
          total: 2,
          totalPages: 1,
        },
      }),
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    const answered = (await screen.findByText('The spa was calm.')).closest('li')!;
    expect(within(answered).getByText('Reply from Haveli')).toBeInTheDocument();
    expect(within(answered).getByText('We are glad you rested well.')).toBeInTheDocument();
    const unanswered = screen.getByText('Lovely breakfast.').closest('li')!;
    expect(within(unanswered).queryByText('Reply from Haveli')).not.toBeInTheDocument();
  });

  it('says so when there is no feedback yet, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockRoutes({
      'get feedback/get_with_pagination': () =>
        fail ? 'network-error' : { status: 200, data: { data: [], total: 0, totalPages: 0 } },
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Feedback could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('lets a visitor add feedback: required fields first, then saved and shown from the first page', async () => {
    const user = userEvent.setup();
    const saved = [aFeedback(1, 'Older')];
    const sent = mockRoutes({
      'get feedback/get_with_pagination': () => ({
        status: 200,
        data: { data: saved.slice(0, 3), total: saved.length, totalPages: 1 },
      }),
      'post feedback/submit': () => {
        saved.unshift(aFeedback(2, 'Wonderful rooftop dinner'));
        return { status: 201, data: { success: true, data: saved[0] } };
      },
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    await screen.findByText('Older');
    await user.click(screen.getByRole('button', { name: 'Add Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'post')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Sara Khan');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.in');
    await user.type(within(dialog).getByLabelText('Feedback'), 'Wonderful rooftop dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Wonderful rooftop dinner')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(sent.find((request) => request.method === 'post'))).toEqual({
      name: 'Sara Khan',
      email: 'sara@example.in',
      message: 'Wonderful rooftop dinner',
      rating: 5,
      type: 'General',
    });
  });

  it("shows the visitor's own feedback on top, marked Pending, while it waits for staff", async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get feedback/get_with_pagination': {
        status: 200,
        data: { data: [aFeedback(1, 'Published earlier')], total: 1, totalPages: 1 },
      },
      'post feedback/submit': {
        status: 201,
        data: { success: true, data: aFeedback(2, 'Awaiting approval', { status: 'Pending' }) },
      },
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    await screen.findByText('Published earlier');
    await user.click(screen.getByRole('button', { name: 'Add Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Feedback' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sara Khan');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.in');
    await user.type(within(dialog).getByLabelText('Feedback'), 'Awaiting approval');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    await screen.findByText('Awaiting approval');
    const [first, second] = within(screen.getByRole('list', { name: 'Guest feedback' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('Awaiting approval');
    expect(within(first as HTMLElement).getByText('Pending')).toHaveClass('text-bg-danger');
    expect(second).toHaveTextContent('Published earlier');
  });

  it('keeps the typed feedback and shows the failure when saving fails', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'get feedback/get_with_pagination': { status: 200, data: { data: [], total: 0, totalPages: 0 } },
      'post feedback/submit': {
        status: 500,
        data: { statusCode: 500, error: 'Internal Server Error', message: 'An unexpected error occurred' },
      },
    });
    renderPage(<UserFeedbackPage />, { path: '/user-feedback' });

    await user.click(await screen.findByRole('button', { name: 'Add Feedback' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Sara Khan');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.in');
    await user.type(within(dialog).getByLabelText('Feedback'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(within(dialog).getByLabelText('Feedback')).toHaveValue('Lovely');
  });
});
