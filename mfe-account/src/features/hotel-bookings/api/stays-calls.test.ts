import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { cancelStayBooking, getStayBooking, getStayQuote, previewStayChange } from './stays';

beforeEach(resetBrowser);

describe('stay calls', () => {
  it('getStayQuote sends child ages as one comma-separated value', async () => {
    const sent = mockApi(() => ({ status: 200, data: { ok: true } }));

    await getStayQuote({
      room_type_id: 2,
      check_in: '2027-01-10',
      check_out: '2027-01-12',
      children: 2,
      child_ages: [4, 9],
    });

    expect(sent[0]).toMatchObject({
      method: 'get',
      url: 'stays/quote',
      params: {
        room_type_id: 2,
        check_in: '2027-01-10',
        check_out: '2027-01-12',
        children: 2,
        child_ages: '4,9',
      },
    });
  });

  it('names a booking by its reference in the path, escaped', async () => {
    const sent = mockApi(() => ({ status: 200, data: {} }));

    await getStayBooking('HJ-7KQ2MX');
    await previewStayChange('HJ-7KQ2MX', { check_out: '2027-01-13' });
    await cancelStayBooking('HJ/../x');

    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['get', 'stays/bookings/HJ-7KQ2MX'],
      ['post', 'stays/bookings/HJ-7KQ2MX/change-preview'],
      ['post', 'stays/bookings/HJ%2F..%2Fx/cancel'],
    ]);
  });
});
