import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as v from 'valibot';
import { FetchStore, type FetchOutcome, type FetchRequest, type FetchState } from './fetchStore';

export type { FetchOutcome, FetchRequest, FetchState } from './fetchStore';

export type UseFetch<T> = FetchState<T> & {
  /** Runs the request again, or `request` instead; debounced, and cancelling the one before. */
  refetch: (request?: FetchRequest) => Promise<FetchOutcome>;
};

/**
 * Data-fetch helper: loading, error, data and refetch. With a request it fetches on mount
 * and whenever the request changes; with `null` it waits for refetch. The answer is parsed by
 * `schema` (the route's, from src/domain/api-answers.ts), fixed for the hook's life.
 */
export function useFetch<T>(schema: v.GenericSchema<unknown, T>, request: FetchRequest | null = null): UseFetch<T> {
  const [store] = useState(() => new FetchStore<T>(schema));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (key !== null) void store.request(JSON.parse(key) as FetchRequest);
  }, [store, key]);

  useEffect(() => () => store.cancel(), [store]);

  const refetch = useCallback(
    (next?: FetchRequest) => {
      const target = next ?? (key !== null ? (JSON.parse(key) as FetchRequest) : null);
      return target ? store.request(target) : Promise.resolve<FetchOutcome>('cancelled');
    },
    [store, key],
  );

  return { ...state, refetch };
}
