import type { Notification, ShellRequest } from '@haveli/contracts';
import { requests$ } from '@haveli/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, recordToasts, renderPage, signInAs } from '../../testing/render-page';
import { NotificationsPage } from './notifications-page';

recordToasts();
beforeEach(() => signInAs());

const aNotification = (
  id: number,
  title: string,
  read = false,
  link: string | null = '/user-orders',
): Notification => ({
  id,
  kind: 'order.status',
  title,
  body: '',
  link,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: read ? '2026-11-21T10:00:00.000Z' : null,
});

describe('NotificationsPage', () => {
  it('lists unread first, says which are unread, marks one read and tells the header', async () => {
    const user = userEvent.setup();
    const asked: ShellRequest[] = [];
    const subscription = requests$.subscribe((request) => asked.push(request));
    let items = [aNotification(2, 'Your order HVL-12 is ready'), aNotification(1, 'Table confirmed', true)];
    const sent = mockRoutes({
      'get notifications': () => ({
        status: 200,
        data: { data: items, total: items.length, unread: items.filter((n) => !n.readAt).length },
      }),
      'post notifications/2/read': () => {
        items = items.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-22T10:00:00.000Z' }));
        return { status: 200, data: items[0] };
      },
    });
    renderPage(<NotificationsPage />, { path: '/notifications' });

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByTestId('notification');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('Your order HVL-12 is ready');
    expect(second).not.toHaveTextContent('Unread');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread');
    expect(within(first!).getByRole('link', { name: 'View: Your order HVL-12 is ready' })).toHaveAttribute(
      'href',
      '/user-orders',
    );

    await user.click(screen.getByRole('button', { name: 'Mark as read: Your order HVL-12 is ready' }));

    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(asked).toContainEqual({ type: 'refresh-unread-count' });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toContain('post notifications/2/read');
    subscription.unsubscribe();
  });

  it('marks all read at once', async () => {
    const user = userEvent.setup();
    let read = false;
    const items = () => [aNotification(3, 'Stay changed', read), aNotification(2, 'Order ready', read)];
    mockRoutes({
      'get notifications': () => ({ status: 200, data: { data: items(), total: 2, unread: read ? 0 : 2 } }),
      'post notifications/read-all': () => {
        read = true;
        return { status: 200, data: { unread: 0 } };
      },
    });
    renderPage(<NotificationsPage />, { path: '/notifications' });

    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
  });

  it('says so when there are none, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockRoutes({
      'get notifications': () =>
        fail ? 'network-error' : { status: 200, data: { data: [], total: 0, unread: 0 } },
    });
    renderPage(<NotificationsPage />, { path: '/notifications' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your notifications could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'You have no notifications.' })).toBeInTheDocument();
  });
});
