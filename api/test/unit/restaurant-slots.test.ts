import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slotStartsAt } from '@haveli/contracts';
import {
  bookableSittings,
  canSeatEveryone,
  isoWeekday,
  sittingsOf,
  type SlotParty,
  type SlotTable,
} from '../../src/lib/restaurant-slots';

/** Every way to give each waiting party a table of its own, tried one by one. */
function seatableByTrying(tables: SlotTable[], parties: SlotParty[]): boolean {
  const taken = new Set(parties.flatMap((party) => (party.table_id === null ? [] : [party.table_id])));
  const waiting = parties.filter((party) => party.table_id === null).map((party) => party.party_size);
  const place = (index: number, used: Set<number>): boolean => {
    if (index === waiting.length) return true;
    return tables.some(
      (table) =>
        !used.has(table.id) &&
        !taken.has(table.id) &&
        table.seats >= (waiting[index] ?? 0) &&
        place(index + 1, new Set([...used, table.id])),
    );
  };
  return place(0, new Set());
}

/** All lists of `length` values from `values`, order kept apart (small enough to enumerate). */
function* listsOf<T>(values: readonly T[], length: number): Generator<T[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of listsOf(values, length - 1)) for (const value of values) yield [...rest, value];
}

describe('restaurant sittings', () => {
  it('cuts each service into back-to-back sittings that end by closing time', () => {
    const services = [
      { weekday: 2, opens: '19:00', closes: '23:30' },
      { weekday: 2, opens: '12:30', closes: '15:30' },
    ];
    assert.deepEqual(sittingsOf(services, 90), ['12:30', '14:00', '19:00', '20:30', '22:00']);
    assert.deepEqual(sittingsOf(services, 60), [
      '12:30',
      '13:30',
      '14:30',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
  });

  it("offers a day's sittings from the lead time on, on that weekday only", () => {
    const services = [{ weekday: 2, opens: '19:00', closes: '23:30' }];
    const tuesday = '2031-01-07';
    assert.equal(isoWeekday(tuesday), 2);
    assert.equal(isoWeekday('2031-01-12'), 7);
    const at = (time: string) => new Date(slotStartsAt(tuesday, time));
    assert.deepEqual(bookableSittings(tuesday, services, 90, 120, at('17:00')), ['19:00', '20:30', '22:00']);
    assert.deepEqual(bookableSittings(tuesday, services, 90, 120, at('17:01')), ['20:30', '22:00']);
    assert.deepEqual(bookableSittings(tuesday, services, 90, 120, at('23:00')), []);
    assert.deepEqual(bookableSittings('2031-01-08', services, 90, 0, at('10:00')), []);
  });
});

describe('seating every party of a slot', () => {
  it('agrees with trying every seating, for every small set of tables and parties', () => {
    let cases = 0;
    for (let tableCount = 0; tableCount <= 4; tableCount += 1) {
      for (const seats of listsOf([2, 4, 6], tableCount)) {
        const tables = seats.map((count, index) => ({ id: index + 1, seats: count }));
        for (let partyCount = 1; partyCount <= 4; partyCount += 1) {
          for (const sizes of listsOf([1, 3, 4, 6], partyCount)) {
            // The first party may be confirmed at any table (or still pending).
            for (const firstTable of [null, ...tables.map((table) => table.id)]) {
              const parties = sizes.map((party_size, index) => ({
                party_size,
                table_id: index === 0 ? firstTable : null,
              }));
              assert.equal(
                canSeatEveryone(tables, parties),
                seatableByTrying(tables, parties),
                JSON.stringify({ tables, parties }),
              );
              cases += 1;
            }
          }
        }
      }
    }
    assert.ok(cases > 10_000, `${cases} cases`);
  });
});
