import { loadBus, record } from './testing/load-bus';

describe('requests$', () => {
  it('delivers requests to current subscribers and never replays them', () => {
    const bus = loadBus();
    bus.requestShell({ type: 'open-cart-modal' });
    const seen = record(bus, bus.requests$);

    bus.requestShell({ type: 'navigate', to: '/login' });

    expect(seen).toEqual([{ type: 'navigate', to: '/login' }]);
    expect(record(bus, bus.requests$)).toEqual([]);
  });
});

describe('subscribeTo', () => {
  it('returns a function that ends the subscription', () => {
    const bus = loadBus();
    const seen: string[] = [];
    const unsubscribe = bus.subscribeTo(bus.requests$, (request) => seen.push(request.type));

    bus.requestShell({ type: 'open-booking-modal' });
    unsubscribe();
    bus.requestShell({ type: 'open-cart-modal' });

    expect(seen).toEqual(['open-booking-modal']);
  });
});
