import type * as BusModule from '../index';

export type Bus = typeof BusModule;

/** A fresh copy of the bus, as a page (or a tab) that has just loaded it would have. */
export function loadBus(): Bus {
  let bus: Bus | undefined;
  jest.isolateModules(() => {
    bus = jest.requireActual<Bus>('../index');
  });
  if (!bus) throw new Error('The bus did not load.');
  return bus;
}

/** Every value a stream emits, in order, until the test ends. */
export function record<T>(bus: Bus, stream$: BusModule.Observable<T>): T[] {
  const values: T[] = [];
  bus.subscribeTo(stream$, (value) => values.push(value));
  return values;
}
