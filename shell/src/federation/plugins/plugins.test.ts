import { fallbackPlugin } from './fallback-plugin';
import { retryPlugin } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;

describe('the retry plugin', () => {
  const fetchWith = retryPlugin().fetch as unknown as FetchHook;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries a failing manifest again, a bounded number of times, until it answers', async () => {
    globalThis.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(200));
    const pending = fetchWith('http://localhost:3001/mf-manifest.json', {});
    await jest.runAllTimersAsync();
    await expect(pending).resolves.toMatchObject({ status: 200 });
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after three attempts', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = fetchWith('http://localhost:3001/mf-manifest.json', {});
    const outcome = expect(pending).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await outcome;
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry an answer such as 404', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(answer(404));
    await expect(fetchWith('http://localhost:3001/mf-manifest.json', {})).resolves.toMatchObject({
      status: 404,
    });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the fallback plugin', () => {
  const onError = fallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('logs a failed load and stands in with a module marked unavailable', () => {
    const standIn = onError({ id: 'content/pages', error: new Error('offline'), lifecycle: 'onLoad' });
    expect(standIn).toEqual({ default: expect.objectContaining({ pages: {}, unavailable: 'offline' }) });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('content/pages'), expect.any(Error));
  });

  it('leaves other stages of loading alone', () => {
    expect(
      onError({ id: 'content/pages', error: new Error('x'), lifecycle: 'beforeRequest' }),
    ).toBeUndefined();
  });
});
