import { signIn, signOut } from '@haveli/api-client';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { STAFF_QUEUES, type LiveEvent, type StaffQueue, type Toast } from '@haveli/contracts';
import { waitFor } from '@testing-library/react';
import { liveEvents$, staffQueueChanges$, subscribeTo, toasts$ } from '@haveli/event-bus';

type Listener = (event: { data?: string; lastEventId?: string; code?: number }) => void;
type FetchLike = (url: string, init: { headers?: HeadersInit }) => Promise<unknown>;

/** Stands in for the `eventsource` library: the tests play the server's side. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Listener[]>();
  constructor(
    readonly url: string,
    readonly init: { fetch: FetchLike },
  ) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, event: Parameters<Listener>[0] = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The headers this source's fetch sends. */
  async headers(): Promise<Headers> {
    let sent = new Headers();
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      sent = new Headers(init.headers);
      return Promise.resolve({});
    }) as typeof fetch;
    try {
      await this.init.fetch(this.url, { headers: { Accept: 'text/event-stream' } });
    } finally {
      globalThis.fetch = realFetch;
    }
    return sent;
  }
}

jest.mock('eventsource', () => ({ EventSource: FakeEventSource }));

const ready: LiveEvent = {
  id: 41,
  kind: 'order.status',
  title: 'Your order FO-ABC234 is ready',
  body: '',
  link: '/user-orders',
  subject: { orderId: 12, reference: 'FO-ABC234', status: 'Ready' },
  created_at: '2026-05-01T08:00:00.000Z',
};
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

beforeEach(() => {
  resetBrowser();
  FakeEventSource.opened = [];
});
afterEach(() => {
  jest.useRealTimers();
  resetBrowser();
});

describe('live events in the shell', () => {
  it('opens no stream for a visitor, one once the guest signs in, and closes it when they sign out', async () => {
    const { startLiveEvents } = await import('./live-events');
    const stop = startLiveEvents();
    await Promise.resolve();
    expect(FakeEventSource.opened).toHaveLength(0);

    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(latest().url).toBe('/api/events');
    expect((await latest().headers()).get('Authorization')).toMatch(/^Bearer /);

    signOut();
    expect(latest().closed).toBe(true);
    stop();
  });

  it('puts each event on the bus and in a toast saying what changed', async () => {
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const { openEventStream } = await import('./event-stream');
    const events: LiveEvent[] = [];
    const toasts: Toast[] = [];
    const stopEvents = subscribeTo(liveEvents$, (event) => events.push(event));
    const stopToasts = subscribeTo(toasts$, (toast) => toasts.push(toast));
    const close = openEventStream();

    // The guest's own cancel, made in this browser, is on the bus (screens update) but not toasted again.
    const ownCancel = {
      ...ready,
      id: 43,
      title: 'Your order FO-ABC234 has been cancelled',
      subject: { ...ready.subject, status: 'Cancelled', by: 'guest' },
    };
    latest().emit('notification', { data: JSON.stringify(ready), lastEventId: '41' });
    latest().emit('notification', { data: '{"not":"an event"}', lastEventId: '42' });
    latest().emit('notification', { data: JSON.stringify(ownCancel), lastEventId: '43' });

    expect(events).toEqual([ready, ownCancel]);
    expect(toasts.map((toast) => [toast.kind, toast.message])).toEqual([
      ['info', 'Your order FO-ABC234 is ready'],
    ]);
    close();
    stopEvents();
    stopToasts();
  });

  it('opens again after the API refused the stream, from the last event, but not after a 401', async () => {
    jest.useFakeTimers();
    signIn(makeToken(guestClaims()), 'Asha Rao', true);
    const { openEventStream } = await import('./event-stream');
    const close = openEventStream();
    const first = latest();
    first.emit('notification', { data: JSON.stringify(ready), lastEventId: '41' });

    first.readyState = FakeEventSource.CLOSED;
    first.emit('error', { code: 503 });
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
    expect((await latest().headers()).get('Last-Event-ID')).toBe('41');

    latest().readyState = FakeEventSource.CLOSED;
    latest().emit('error', { code: 401 });
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.opened).toHaveLength(2);
    close();
  });

  it('puts the queue changes staff are told of on the bus, without a toast, and every queue after a reconnection', async () => {
    signIn(makeToken(guestClaims({ role: 'kitchen' })), 'Ravi Cook', true);
    const { openEventStream } = await import('./event-stream');
    const queues: StaffQueue[] = [];
    const toasts: Toast[] = [];
    const stopQueues = subscribeTo(staffQueueChanges$, (queue) => queues.push(queue));
    const stopToasts = subscribeTo(toasts$, (toast) => toasts.push(toast));
    const close = openEventStream();

    latest().emit('open');
    latest().emit('queue', { data: '{"queue":"orders"}' });
    latest().emit('queue', { data: '{"queue":"laundry"}' });
    latest().emit('queue', { data: 'not json' });
    expect(queues).toEqual(['orders']);

    // The library reconnected: what changed meanwhile is unknown, so each queue is read again.
    latest().emit('open');
    expect(queues).toEqual(['orders', ...STAFF_QUEUES]);
    // (An earlier test's expired session may still be toasted here: only the queues' silence is this test's.)
    expect(toasts.filter((toast) => toast.kind === 'info')).toEqual([]);
    close();
    stopQueues();
    stopToasts();
  });
});
