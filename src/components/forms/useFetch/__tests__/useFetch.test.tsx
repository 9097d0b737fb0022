import React from 'react';
import * as v from 'valibot';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import { XSRF } from '@site/src/domain/constants';
import { deferred, mockFetch, setXsrfCookie, type MockAnswer } from '@site/test/support/dom/mocks/fetch';
import { useFetch, type FetchRequest } from '..';

/** Shows the hook's state; a button per request calls refetch with it, 'again' calls refetch without one. */
function Viewer({ request, next = [] }: { request: FetchRequest | null; next?: FetchRequest[] }) {
  const { loading, error, data, refetch } = useFetch(v.array(v.string()), request);
  return (
    <div>
      <p>loading: {String(loading)}</p>
      <p>error: {error ?? 'none'}</p>
      <p>data: {data ? data.join(',') : 'none'}</p>
      {next.map((item) => (
        <button key={item.url} type="button" onClick={() => void refetch(item)}>
          {item.url}
        </button>
      ))}
      <button type="button" onClick={() => void refetch()}>
        again
      </button>
    </div>
  );
}

function click(name: string) {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useFetch', () => {
  it('fetches a given request after the debounce, with its params, and exposes the data', async () => {
    const { calls } = mockFetch(() => ({ body: ['a', 'b'] }));
    render(<Viewer request={{ url: '/api/things', params: { term: '1234AB' } }} />);
    expect(screen.getByText('loading: true')).toBeInTheDocument();
    await advance(FETCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toEqual([expect.objectContaining({ url: '/api/things?term=1234AB', method: 'GET' })]);
    expect(screen.getByText('data: a,b')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
  });

  it('waits for refetch when given no request, and debounces quick calls into one request', async () => {
    const { calls } = mockFetch(({ url }) => ({ body: [url] }));
    render(<Viewer request={null} next={[{ url: '/api/one' }, { url: '/api/two' }]} />);
    await advance(1000);
    expect(calls).toHaveLength(0);
    expect(screen.getByText('loading: false')).toBeInTheDocument();

    click('/api/one');
    await advance(FETCH_DEBOUNCE_MS / 2);
    click('/api/two');
    await advance(FETCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.url)).toEqual(['/api/two']);
    expect(screen.getByText('data: /api/two')).toBeInTheDocument();
  });

  it('aborts the request in flight before a new one; the aborted one is not an error', async () => {
    const first = deferred<MockAnswer>();
    const { calls } = mockFetch(({ url }) => (url === '/api/slow' ? first.promise : { body: ['fast'] }));
    render(<Viewer request={null} next={[{ url: '/api/slow' }, { url: '/api/fast' }]} />);
    click('/api/slow');
    await advance(FETCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    click('/api/fast');
    await advance(FETCH_DEBOUNCE_MS);
    // The slow answer arrives late: it must neither replace the data nor count as an error.
    await act(async () => first.resolve({ body: ['slow'] }));
    expect(screen.getByText('data: fast')).toBeInTheDocument();
    expect(screen.getByText('error: none')).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the error message of a failed request and the data of the last good one, and logs it', async () => {
    let fail = false;
    mockFetch(() => (fail ? { status: 500, body: 'Storage down' } : { body: ['ok'] }));
    render(<Viewer request={{ url: '/api/things' }} />);
    await advance(FETCH_DEBOUNCE_MS);
    expect(screen.getByText('data: ok')).toBeInTheDocument();

    fail = true;
    click('again');
    await advance(FETCH_DEBOUNCE_MS);
    expect(screen.getByText('error: Storage down')).toBeInTheDocument();
    expect(screen.getByText('data: ok')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Storage down'));
  });

  it('reports a network failure as an error and a status without text by its code', async () => {
    let answer: () => MockAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    mockFetch(() => answer());
    render(<Viewer request={null} next={[{ url: '/api/x' }]} />);
    click('/api/x');
    await advance(FETCH_DEBOUNCE_MS);
    expect(screen.getByText('error: Failed to fetch')).toBeInTheDocument();

    answer = () => ({ status: 404 });
    click('/api/x');
    await advance(FETCH_DEBOUNCE_MS);
    expect(screen.getByText('error: Request failed with status code 404')).toBeInTheDocument();
  });

  it('sends method and JSON data when given, with the XSRF token, and cancels on unmount', async () => {
    setXsrfCookie('token-y');
    const held = deferred<MockAnswer>();
    const { calls, fetchMock } = mockFetch(() => held.promise);
    const { unmount } = render(<Viewer request={null} next={[{ url: '/api/y', method: 'POST', data: { a: 1 } }]} />);
    click('/api/y');
    await advance(FETCH_DEBOUNCE_MS);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { a: 1 } });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].headers[XSRF.header]).toBe('token-y');
    const signal = (fetchMock.mock.calls[0][1] as RequestInit).signal!;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
