import { publishLiveEvent } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider, useQuery } from '@haveli/query';
import { render, screen, waitFor } from '@testing-library/react';
import { useLiveRefresh } from './use-live-refresh';

const event = (kind: string) => ({
  id: 1,
  kind,
  title: 'Something changed',
  body: '',
  link: null,
  subject: {},
  created_at: '2026-05-01T08:00:00.000Z',
});

function Orders({ read }: { read: () => number }) {
  useLiveRefresh('order', [['orders']]);
  const orders = useQuery({ queryKey: ['orders'], queryFn: () => Promise.resolve(read()) });
  return <p>Read {orders.data ?? 0} times</p>;
}

it("reads a screen's data again on a live event of its area, and not on another area's", async () => {
  let reads = 0;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Orders read={() => (reads += 1)} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Read 1 times')).toBeTruthy();

  publishLiveEvent(event('table.confirmed'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reads).toBe(1);

  publishLiveEvent(event('order.status'));
  await waitFor(() => expect(screen.getByText('Read 2 times')).toBeTruthy());
});
