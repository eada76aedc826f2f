import type { GuestMessage, ShellRequest } from '@haveli/contracts';
import { requests$ } from '@haveli/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, sentBody, signInAs } from '../../testing/render-page';
import { MessagesPage } from './messages-page';

recordToasts();
beforeEach(() => signInAs());

const aMessage = (id: number, sender: GuestMessage['sender'], body: string): GuestMessage => ({
  id,
  sender,
  body,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
});

describe('MessagesPage', () => {
  it('shows the conversation, says who wrote what, and adds a sent message at the end', async () => {
    const user = userEvent.setup();
    const asked: ShellRequest[] = [];
    const subscription = requests$.subscribe((request) => asked.push(request));
    const sent = mockRoutes({
      'get messages': {
        status: 200,
        data: {
          data: [aMessage(1, 'guest', 'Could we check out late?'), aMessage(2, 'hotel', 'Until 2 pm.')],
        },
      },
      'post messages': { status: 201, data: aMessage(3, 'guest', 'Thank you!') },
    });
    renderPage(<MessagesPage />, { path: '/messages' });

    const conversation = await screen.findByRole('list', { name: 'Conversation with the hotel' });
    const [mine, theirs] = within(conversation).getAllByTestId('message');
    expect(mine).toHaveTextContent('You');
    expect(theirs).toHaveTextContent('Haveli Jaipur');
    expect(theirs).toHaveTextContent('Until 2 pm.');
    // The replies' notifications are read with them: the header counts again.
    expect(asked).toContainEqual({ type: 'refresh-unread-count' });
    subscription.unsubscribe();

    await user.type(screen.getByLabelText('Your message'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(conversation).findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByText('Your message has been sent to the hotel.')).toBeInTheDocument();
    expect(sentBody(sent.find((request) => request.method === 'post'))).toEqual({ body: 'Thank you!' });
  });

  it('says what is wrong with an empty message, and keeps the text when sending fails', async () => {
    const user = userEvent.setup();
    const sent = mockRoutes({
      'get messages': { status: 200, data: { data: [] } },
      'post messages': {
        status: 429,
        data: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many requests from your address.',
        },
      },
    });
    renderPage(<MessagesPage />, { path: '/messages' });

    expect(
      await screen.findByText('You have no messages yet. Write to the hotel below.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'post')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your message'), 'Is the spa open on Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your address.');
    expect(screen.getByLabelText('Your message')).toHaveValue('Is the spa open on Sunday?');
  });
});
