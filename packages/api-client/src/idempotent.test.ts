import { mergeCart } from './cart-calls';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { postOnce } from './idempotent';
import { mockApi, type Reply } from './testing/mock-api';
import { resetBrowser } from './testing/reset';

beforeEach(resetBrowser);
afterEach(resetBrowser);

const order = {
  id: 1,
  user_id: 7,
  total: 450,
  status: 'Placed',
  created_at: '2030-01-01T10:00:00Z',
  items: [],
};
/** A write as a remote's call makes it: the order, or the API's refusal. */
const placeOrder = async () => (await postOnce<typeof order>('orders', {})).data;

const keyOf = (request: { headers: Record<string, string> }) => request.headers['Idempotency-Key'];

/** Answers with each reply in turn, the last one from then on. */
const inTurn = (...replies: Reply[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
};

describe('writes that must happen once', () => {
  it('carry an Idempotency-Key of their own, a new one for each attempt of the guest', async () => {
    const sent = mockApi(() => ({ status: 201, data: order }));

    await placeOrder();
    await placeOrder();

    expect(keyOf(sent[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[1]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(sent[0]!)).not.toBe(keyOf(sent[1]!));
  });

  it('are sent again with the same key when no answer came, and hand back the answer that finally comes', async () => {
    const sent = mockApi(inTurn('network-error', { status: 201, data: order }));

    await expect(placeOrder()).resolves.toEqual(order);

    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1]!)).toBe(keyOf(sent[0]!));
  });

  it('wait while the API is still answering the first request with that key', async () => {
    const busy: Reply = {
      status: 409,
      data: { statusCode: 409, message: 'A request with this Idempotency-Key is still being answered.' },
      headers: { 'retry-after': '1' },
    };
    const sent = mockApi(inTurn(busy, { status: 200, data: { cart: [] } }));

    await expect(mergeCart([])).resolves.toEqual({ cart: [] });

    expect(sent).toHaveLength(2);
    expect(keyOf(sent[1]!)).toBe(keyOf(sent[0]!));
  });

  it('take any other 409 as the answer (e.g. the room is gone)', async () => {
    const sent = mockApi(() => ({ status: 409, data: { statusCode: 409, message: 'Sold out' } }));

    await expect(mergeCart([])).rejects.toThrow('Sold out');
    expect(sent).toHaveLength(1);
  });

  it('are not sent again after an answer, even a refusal', async () => {
    const sent = mockApi(() => ({
      status: 400,
      data: { statusCode: 400, message: 'Check-in Date is required.' },
    }));

    await expect(postOnce('stays/bookings', {})).rejects.toThrow('Check-in Date is required.');
    expect(sent).toHaveLength(1);
  });

  it('give up after three attempts with the message for a lost connection', async () => {
    const sent = mockApi(() => 'network-error');

    await expect(placeOrder()).rejects.toThrow(NETWORK_ERROR_MESSAGE);

    expect(sent).toHaveLength(3);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
  });
});
