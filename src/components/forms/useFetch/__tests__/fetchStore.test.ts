import * as v from 'valibot';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import { mockFetch } from '@site/test/support/dom/mocks/fetch';
import { FetchStore } from '../fetchStore';

const STRINGS = v.array(v.string());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('FetchStore', () => {
  it('settles a request superseded during its debounce as cancelled, without an error', async () => {
    const { calls } = mockFetch(({ url }) => ({ body: [url] }));
    const store = new FetchStore(STRINGS);
    const first = store.request({ url: '/api/one' });
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS / 2);
    const second = store.request({ url: '/api/two' });
    await expect(first).resolves.toBe('cancelled');
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS);
    await expect(second).resolves.toBe('done');
    expect(calls.map((call) => call.url)).toEqual(['/api/two']);
    expect(store.getSnapshot()).toEqual({ loading: false, error: null, data: ['/api/two'] });
  });

  it('settles a request cancelled while in flight as cancelled, keeping the error state clear', async () => {
    mockFetch(() => new Promise(() => undefined));
    const store = new FetchStore(STRINGS);
    const pending = store.request({ url: '/api/slow' });
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS);
    store.cancel();
    await expect(pending).resolves.toBe('cancelled');
    expect(store.getSnapshot().error).toBeNull();
  });

  it('settles a request cancelled by an unmount before it ran', async () => {
    const { calls } = mockFetch(() => ({ body: [] }));
    const store = new FetchStore(STRINGS);
    const pending = store.request({ url: '/api/never' });
    store.cancel();
    await expect(pending).resolves.toBe('cancelled');
    await jest.advanceTimersByTimeAsync(FETCH_DEBOUNCE_MS * 2);
    expect(calls).toEqual([]);
    expect(store.getSnapshot().error).toBeNull();
  });
});
