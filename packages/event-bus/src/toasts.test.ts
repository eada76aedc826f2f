import { loadBus, record } from './testing/load-bus';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('showToast', () => {
  it.each([
    ['success', 5000],
    ['info', 5000],
    ['danger', 7000],
    ['warning', 7000],
  ] as const)('gives a %s toast %i ms by default (SPEC §9)', (kind, durationMs) => {
    const bus = loadBus();

    expect(bus.showToast({ kind, message: 'Logged in successfully!' })).toMatchObject({ kind, durationMs });
  });

  it('keeps a duration given by the caller and gives every toast its own id', () => {
    const bus = loadBus();
    const seen = record(bus, bus.toasts$);

    const first = bus.showToast({ kind: 'success', message: 'Booking successful!', durationMs: 2000 });
    const second = bus.showToast({ kind: 'success', message: 'Logged in successfully!', closable: true });

    expect(first.durationMs).toBe(2000);
    expect(second.id).not.toBe(first.id);
    expect(seen).toEqual([first, second]);
  });
});

describe('toasts$ for a late subscriber', () => {
  it('replays only the latest toast, while it has time left', () => {
    const bus = loadBus();
    bus.showToast({ kind: 'danger', message: 'Login failed. Please check your credentials.' });
    const latest = bus.showToast({ kind: 'success', message: 'Logged in successfully!' });

    jest.advanceTimersByTime(4999);
    expect(record(bus, bus.toasts$)).toEqual([latest]);

    jest.advanceTimersByTime(1);
    expect(record(bus, bus.toasts$)).toEqual([]);
  });

  it('does not replay a dismissed toast', () => {
    const bus = loadBus();
    const dismissals = record(bus, bus.dismissals$);
    const toast = bus.showToast({ kind: 'info', message: 'Order Placed Successfully!' });

    bus.dismissToast(toast.id);

    expect(dismissals).toEqual([toast.id]);
    expect(record(bus, bus.toasts$)).toEqual([]);
  });
});
