// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { publishStaffQueueChange } from '@haveli/event-bus';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleStaffOrder } from '../../testing/samples';
import { refreshOnQueueChanges } from '../../app/live-queues';
import { KitchenPage } from './kitchen-page';

let stopLive = () => {};
afterEach(() => stopLive());

function renderKitchen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stopLive = refreshOnQueueChanges(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/staff/kitchen']}>
        <KitchenPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

const DISHES = [
  { id: 16, name: 'Masala Chai', category: 'Beverages', sold_out: false },
  { id: 9, name: 'Laal Maas', category: 'Mains', sold_out: true },
];

/** The API as the kitchen page reads it: the menu's dishes for the sold-out panel, the rest from `answer`. */
function mockKitchen(answer: NonNullable<Parameters<typeof mockApi>[0]>) {
  return mockApi((request) =>
    request.url === 'staff/dishes' && request.method === 'get'
      ? { status: 200, data: { dishes: DISHES } }
      : answer(request),
  );
}

/** Stands in for Web Audio (jsdom has none): counts the notes played. */
class FakeAudioContext {
  static notes = 0;
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createGain = () => ({
    gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
    connect: (next: unknown) => next,
  });
  createOscillator = () => ({
    type: 'sine',
    frequency: { value: 0 },
    connect: (next: unknown) => next,
    start: () => (FakeAudioContext.notes += 1),
    stop: () => {},
  });
}

describe('the kitchen queue', () => {
  it('shows a new order as soon as the API says the queue changed, with a sound once a cook turns it on', async () => {
    Object.assign(globalThis, { AudioContext: FakeAudioContext });
    FakeAudioContext.notes = 0;
    let orders = [sampleStaffOrder()];
    mockKitchen(() => ({ status: 200, data: { orders } }));
    renderKitchen();
    await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });
    const sound = screen.getByRole('switch', { name: 'Sound on new orders' });
    expect(sound).not.toBeChecked();

    await userEvent.click(sound);
    expect(window.localStorage.getItem('haveli.kitchen.sound')).toBe('on');
    orders = [sampleStaffOrder(), sampleStaffOrder({ id: 4, reference: 'FO-AAAAAA' })];
    publishStaffQueueChange('orders');

    expect(await screen.findByRole('article', { name: 'FO-AAAAAA · Asha Rao' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Kitchen queue · Staff | Haveli Jaipur'));
    expect(FakeAudioContext.notes).toBe(2);

    // Another queue's change reads nothing again and plays nothing.
    orders = [...orders, sampleStaffOrder({ id: 5, reference: 'FO-BBBBBB' })];
    publishStaffQueueChange('moderation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article', { name: 'FO-BBBBBB · Asha Rao' })).not.toBeInTheDocument();
    expect(FakeAudioContext.notes).toBe(2);
  });

  it('shows each open order large, with where it goes, its dishes and note, and counts them in the tab', async () => {
    mockKitchen(() => ({
      status: 200,
      data: { orders: [sampleStaffOrder(), sampleStaffOrder({ id: 4, reference: 'FO-AAAAAA' })] },
    }));
    renderKitchen();

    expect(screen.getByText('Loading the kitchen’s orders…').closest('[role="status"]')).not.toBeNull();
    const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });
    expect(within(card).getByText('In-room dining: Room 204')).toBeInTheDocument();
    expect(within(card).getByText(/Laal Maas/)).toHaveTextContent('2 × Laal Maas (Large)');
    expect(within(card).getByText('No onions')).toBeInTheDocument();
    expect(within(card).getByText('Received')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Kitchen queue · Staff | Haveli Jaipur'));
  });

  it('says how old each ticket is and turns a late one red, by how much, ticking on its own', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-05-01T10:20:00.000Z'), doNotFake: ['queueMicrotask'] });
    try {
      mockKitchen(() => ({
        status: 200,
        data: {
          orders: [
            sampleStaffOrder({ created_at: '2026-05-01T10:08:00.000Z' }),
            sampleStaffOrder({
              id: 4,
              reference: 'FO-AAAAAA',
              status: 'Ready',
              estimated_ready_at: '2026-05-01T10:00:00.000Z',
            }),
          ],
        },
      }));
      renderKitchen();
      const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });
      expect(card).toHaveTextContent('Placed 12 min ago');
      expect(within(card).queryByText(/^Late by/)).not.toBeInTheDocument();

      // Due at 10:30: a minute past it the ticket is late, without a reload.
      act(() => jest.advanceTimersByTime(11 * 60_000));
      expect(within(card).getByText('Late by 1 min')).toBeInTheDocument();
      expect(card).toHaveClass('kitchen-card-late');
      expect(card).toHaveTextContent('Placed 23 min ago');
      // Ready, it is out of the kitchen's hands: never late.
      const ready = screen.getByRole('article', { name: 'FO-AAAAAA · Asha Rao' });
      expect(within(ready).queryByText(/^Late by/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves an order on with one tap, reads the queue again, and takes a mis-tap back', async () => {
    let status = 'Received';
    const sent = mockKitchen((request) => {
      if (request.method === 'put') status = 'Preparing';
      return { status: 200, data: { orders: [sampleStaffOrder({ status: status as 'Received' })] } };
    });
    renderKitchen();
    const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });

    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));

    expect(await within(card).findByRole('button', { name: 'Mark ready' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'put')).toMatchObject({
      url: 'orders/3/status',
      data: JSON.stringify({ status: 'Preparing' }),
    });

    // A mis-tap is taken back within the minute.
    await userEvent.click(within(card).getByRole('button', { name: 'Undo: back to Received' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({ url: 'staff/orders/3/undo' }),
    );
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument(),
    );
  });

  it('cancels only with a reason the guest is told', async () => {
    const sent = mockKitchen(() => ({ status: 200, data: { orders: [sampleStaffOrder()] } }));
    renderKitchen();
    const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order FO-7K2QX9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByLabelText('Reason the guest is told')).toHaveAccessibleDescription(
      'Give the guest a reason.',
    );
    expect(sent.filter((request) => request.method === 'post')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason the guest is told'), 'Out of saffron');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')).toMatchObject({
        url: 'staff/orders/3/cancel',
        data: JSON.stringify({ reason: 'Out of saffron' }),
      }),
    );
  });

  it('takes a ready order’s payment at the hotel: how, the slip of a card, then the invoice it issued', async () => {
    const ready = sampleStaffOrder({
      status: 'Ready',
      payment: 'at_hotel',
      fulfilment: 'pickup',
      room_no: null,
    });
    const invoice = {
      number: 'HJ/26-27/000042',
      kind: 'invoice' as const,
      issued_on: '2026-05-01',
      total: 2077,
    };
    let paid = false;
    const sent = mockKitchen((request) => {
      if (request.method === 'post') {
        paid = true;
        return {
          status: 200,
          data: {
            message: 'Payment recorded. GST tax invoice HJ/26-27/000042 is on its way to the guest.',
            order: { ...ready, invoice },
          },
        };
      }
      return { status: 200, data: { orders: [paid ? { ...ready, invoice } : ready] } };
    });
    renderKitchen();
    const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });
    expect(within(card).getByText('To pay at the hotel: ₹2,077')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Take payment for FO-7K2QX9' }));
    const dialog = screen.getByRole('dialog', { name: 'Take payment for FO-7K2QX9' });
    expect(dialog).toHaveTextContent('Asha Rao pays ₹2,077: ₹1,760 and GST 18% of ₹317.');
    await userEvent.selectOptions(within(dialog).getByLabelText('How'), 'Card at the hotel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹2,077' }));
    expect(within(dialog).getByLabelText('Slip number or UTR')).toHaveAccessibleDescription(
      /Enter the slip number or UTR of this payment\./,
    );
    expect(sent.filter((request) => request.method === 'post')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Slip number or UTR'), 'SLIP-8841');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ₹2,077' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Payment recorded. GST tax invoice HJ/26-27/000042 is on its way to the guest.',
    );
    expect(sent.find((request) => request.method === 'post')).toMatchObject({
      url: 'staff/orders/3/payment',
      data: JSON.stringify({ method: 'card', reference: 'SLIP-8841' }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(card).findByText('Paid ₹2,077 · GST tax invoice HJ/26-27/000042'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Take payment/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lists the dishes sold out today, puts one back on sale, and finds another to mark sold out', async () => {
    const sent = mockKitchen((request) =>
      request.method === 'put'
        ? { status: 200, data: { ...DISHES[0], sold_out: true } }
        : { status: 200, data: { orders: [] } },
    );
    renderKitchen();
    const panel = await screen.findByRole('region', { name: 'Sold out today' });
    const soldOut = await within(panel).findByRole('list', { name: 'Sold out today' });
    expect(
      within(soldOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Laal Maas · Mains/)]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Back on sale: Laal Maas' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/dishes/9/sold-out',
        data: JSON.stringify({ sold_out: false }),
      }),
    );

    await userEvent.type(within(panel).getByLabelText('Find a dish to mark sold out'), 'chai');
    const onSale = within(panel).getByRole('list', { name: 'Dishes on sale' });
    await userEvent.click(within(onSale).getByRole('button', { name: 'Sold out: Masala Chai' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'put').at(-1)).toMatchObject({
        url: 'staff/dishes/16/sold-out',
        data: JSON.stringify({ sold_out: true }),
      }),
    );
  });

  it('shows one outlet’s tickets at a time, held in the address, each saying its restaurant', async () => {
    mockKitchen(() => ({
      status: 200,
      data: {
        orders: [
          sampleStaffOrder(),
          sampleStaffOrder({
            id: 4,
            reference: 'FO-AAAAAA',
            outlet: 'Laal Mahal',
            fulfilment: 'table',
            room_no: null,
            table_name: 'Courtyard 1',
          }),
        ],
      },
    }));
    renderKitchen();
    const outlets = await screen.findByRole('group', { name: 'Outlet' });
    expect(within(outlets).getByRole('button', { name: 'All outlets 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(outlets).getByRole('button', { name: 'Laal Mahal 1' }));
    expect(screen.queryByRole('article', { name: 'FO-7K2QX9 · Asha Rao' })).not.toBeInTheDocument();
    const table = screen.getByRole('article', { name: 'FO-AAAAAA · Asha Rao' });
    expect(within(table).getByText('Laal Mahal · Table Courtyard 1')).toBeInTheDocument();
    await userEvent.click(within(outlets).getByRole('button', { name: 'All outlets 2' }));
    expect(screen.getByRole('article', { name: 'FO-7K2QX9 · Asha Rao' })).toBeInTheDocument();
  });

  it('ticks a dish off as it is made, says when all are, and prints the ticket alone', async () => {
    const [first] = sampleStaffOrder().items;
    if (!first) throw new Error('the sample order has a dish');
    const second = { ...first, id: 32, name: 'Masala Chai', variant: '', quantity: 1 };
    let order = sampleStaffOrder({ status: 'Preparing', items: [first, second] });
    const sent = mockKitchen((request) => {
      if (request.method === 'put') {
        order = { ...order, items: order.items.map((item) => ({ ...item, done: true })) };
        return { status: 200, data: order };
      }
      return { status: 200, data: { orders: [order] } };
    });
    renderKitchen();
    const card = await screen.findByRole('article', { name: 'FO-7K2QX9 · Asha Rao' });
    await userEvent.click(within(card).getByRole('checkbox', { name: '1 × Masala Chai' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'put')).toMatchObject({
        url: 'staff/orders/3/items/32',
        data: JSON.stringify({ done: true }),
      }),
    );
    expect(await within(card).findByText('Every dish is made: mark it ready.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: '2 × Laal Maas (Large)' })).toBeChecked();

    const print = jest.fn(() => expect(document.body).toHaveClass('printing-ticket'));
    window.print = print;
    await userEvent.click(within(card).getByRole('button', { name: 'Print ticket FO-7K2QX9' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(card).toHaveClass('kitchen-ticket-print');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass('printing-ticket');
    expect(card).not.toHaveClass('kitchen-ticket-print');
  });

  it('says when there is nothing to cook, and offers a retry when the queue cannot be read', async () => {
    mockKitchen(() => ({ status: 200, data: { orders: [] } }));
    const { unmount } = renderKitchen();
    expect(await screen.findByRole('heading', { name: 'No open orders' })).toBeInTheDocument();
    unmount();

    mockKitchen(() => ({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', message: 'Your staff role may not do this.' },
    }));
    renderKitchen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your staff role may not do this.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
