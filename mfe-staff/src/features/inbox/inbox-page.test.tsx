// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { StaffCareerApplication, StaffContactMessage, StaffConversation } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxPage } from './inbox-page';

const message = (extra: Partial<StaffContactMessage> = {}): StaffContactMessage => ({
  id: 5,
  subject: 'Room',
  name: 'Anil Kapoor',
  email: 'anil@example.in',
  number: '9829012345',
  message: 'Do you have a room with a view of the fort?',
  created_at: '2026-05-01T08:00:00.000Z',
  handled_at: null,
  handled_by: null,
  reply: null,
  ...extra,
});

const application = (extra: Partial<StaffCareerApplication> = {}): StaffCareerApplication => ({
  id: 3,
  posting_id: 40,
  posting_title: 'Front Office Associate',
  name: 'Neha Gupta',
  email: 'neha@example.in',
  phone: '+91 98290 12345',
  resume_name: 'neha-gupta.pdf',
  resume_type: 'pdf',
  resume_size: 20480,
  status: 'received',
  created_at: '2026-05-01T08:00:00.000Z',
  ...extra,
});

const conversation: StaffConversation = {
  userId: 21,
  name: 'Priya Mehta',
  email: 'priya@example.in',
  lastMessage: 'Can we check in early?',
  lastMessageAt: '2026-05-01T08:00:00.000Z',
  unread: 2,
};

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderInbox(path = '/staff/inbox') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/staff/inbox"
            element={
              <>
                <InboxPage />
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

describe('inbox', () => {
  it('answers a contact message by mail, then shows it handled', async () => {
    let replied = false;
    const sent = mockApi((request) => {
      if (request.method === 'post') {
        replied = true;
        return { status: 200, data: message() };
      }
      return page([
        replied
          ? message({
              handled_at: '2026-05-02T08:00:00.000Z',
              handled_by: 'Ravi Desk',
              reply: {
                text: 'Yes, the suite.',
                replied_at: '2026-05-02T08:00:00.000Z',
                replied_by: 'Ravi Desk',
              },
            })
          : message(),
      ]);
    });
    renderInbox();
    const row = await screen.findByRole('row', { name: /Anil Kapoor/ });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reply by mail to Anil Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Anil Kapoor' });
    await userEvent.type(within(dialog).getByLabelText('Your reply'), 'Yes, the suite.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/inbox/contact-messages/5/reply',
        data: JSON.stringify({ text: 'Yes, the suite.' }),
      }),
    );
    const handled = await screen.findByRole('row', { name: /Handled/ });
    expect(within(handled).getByText('Yes, the suite.')).toBeInTheDocument();
    expect(within(handled).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  });

  it('marks a message handled, and shows a refusal beside the row', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? {
            status: 409,
            data: { statusCode: 409, error: 'Conflict', message: 'This message is already handled.' },
          }
        : page([message()]),
    );
    renderInbox();
    const row = await screen.findByRole('row', { name: /Anil Kapoor/ });
    await userEvent.click(
      within(row).getByRole('button', { name: 'Mark handled: the message from Anil Kapoor' }),
    );
    expect(await within(row).findByText('This message is already handled.')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/inbox/contact-messages/5/handled',
    });
  });

  it('sets an application’s status and downloads its resume with the token', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:resume';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('neha-gupta.pdf');
    });
    const sent = mockApi((request) => {
      if (request.method === 'put') return { status: 200, data: application({ status: 'shortlisted' }) };
      if (request.url.endsWith('/resume'))
        return { status: 200, data: '%PDF-1.4', headers: { 'content-type': 'application/pdf' } };
      return page([application()]);
    });
    renderInbox('/staff/inbox?tab=applications');
    const row = await screen.findByRole('row', { name: /Neha Gupta/ });
    await userEvent.selectOptions(
      within(row).getByLabelText('Status of Neha Gupta’s application'),
      'Shortlisted',
    );
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/inbox/applications/3/status',
        data: JSON.stringify({ status: 'shortlisted' }),
      }),
    );
    await userEvent.click(within(row).getByRole('button', { name: /Download resume of Neha Gupta/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = sent.find((request) => request.url.endsWith('/resume'));
    expect(download).toMatchObject({ url: 'career-applications/3/resume' });
    expect(saved).toHaveLength(1);
    clicked.mockRestore();
  });

  it('opens a guest’s conversation and replies, refusing an empty reply beside its field', async () => {
    const sent = mockApi((request) => {
      if (request.method === 'post')
        return {
          status: 201,
          data: {
            id: 99,
            sender: 'hotel',
            body: 'Yes, from noon.',
            createdAt: '2026-05-01T09:00:00.000Z',
            readAt: null,
          },
        };
      if (request.url === 'admin/messages/21')
        return {
          status: 200,
          data: {
            data: [
              {
                id: 1,
                sender: 'guest',
                body: 'Can we check in early?',
                createdAt: '2026-05-01T08:00:00.000Z',
                readAt: null,
              },
            ],
          },
        };
      return { status: 200, data: { data: [conversation], total: 1 } };
    });
    renderInbox('/staff/inbox?tab=conversations');
    const row = await screen.findByRole('row', { name: /Priya Mehta/ });
    expect(within(row).getByText('2 unread')).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Open the conversation with Priya Mehta' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('?tab=conversations&guest=21'),
    );
    const thread = await screen.findByRole('list', { name: 'Messages with Priya Mehta' });
    expect(within(thread).getByText('Can we check in early?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByLabelText('Reply to Priya Mehta')).toHaveAccessibleDescription(
      expect.stringContaining('Message is required.'),
    );
    await userEvent.type(screen.getByLabelText('Reply to Priya Mehta'), 'Yes, from noon.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'admin/messages/21/reply',
        data: JSON.stringify({ body: 'Yes, from noon.' }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Reply to Priya Mehta')).toHaveValue(''));
  });

  it('searches the conversations by guest on the server', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [conversation], total: 1 } }));
    renderInbox('/staff/inbox?tab=conversations');
    await screen.findByRole('row', { name: /Priya Mehta/ });
    await userEvent.type(screen.getByLabelText('Search'), 'priya@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent('?tab=conversations&q=priya%40'),
    );
    expect(sent.at(-1)).toMatchObject({ url: 'admin/messages', params: { page: 1, limit: 20, q: 'priya@' } });
  });

  it('says when the inbox is empty, and offers a retry when it cannot be read', async () => {
    mockApi(() => page([], 0));
    const { unmount } = renderInbox();
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    unmount();
    mockApi(() => ({
      status: 500,
      data: { statusCode: 500, error: 'Error', message: 'Something went wrong.' },
    }));
    renderInbox('/staff/inbox?tab=applications');
    expect(
      await screen.findByRole('heading', { name: 'We could not load the applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
