import type * as v from 'valibot';
import { FETCH_DEBOUNCE_MS } from '@site/src/domain/constants';
import { apiCall } from '../apiClient';
import { withParams } from '../http';

export type FetchRequest = {
  url: string;
  /** Defaults to GET. */
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as the JSON body. */
  data?: unknown;
  /** The one status that counts as success; without it any 2xx does. */
  successStatus?: number;
};

/** How a request ended: it ran (successfully or not), or a newer request or an unmount cancelled it. */
export type FetchOutcome = 'done' | 'cancelled';

export type FetchState<T> = {
  loading: boolean;
  /** The message of the last failure; kept until a later request succeeds. */
  error: string | null;
  data: T | undefined;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as Error)?.name === 'AbortError';
}

/**
 * The state behind useFetch, outside React so that requests, debounce and cancellation are plain code:
 * a new request cancels the pending one and the one in flight; a cancelled request is not an error.
 * Answers are parsed by `schema`; one that does not match it is an error like a refusal.
 */
export class FetchStore<T> {
  private state: FetchState<T> = { loading: false, error: null, data: undefined };
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  /** Settles the promise of the request waiting out its debounce, when it is cancelled before it runs. */
  private settlePending: ((outcome: FetchOutcome) => void) | undefined;

  constructor(
    private readonly schema: v.GenericSchema<unknown, T>,
    private readonly debounceMs: number = FETCH_DEBOUNCE_MS,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): FetchState<T> => this.state;

  /**
   * Schedules `request` after the debounce. The promise settles when it has run ('done'), or as
   * 'cancelled' when a newer request or an unmount superseded it, before or during its fetch.
   */
  request(request: FetchRequest): Promise<FetchOutcome> {
    this.cancel();
    this.set({ loading: true });
    return new Promise((resolve) => {
      this.settlePending = resolve;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.settlePending = undefined;
        void this.run(request).then(resolve);
      }, this.debounceMs);
    });
  }

  /** Stops the pending and in-flight request without touching the state (used on unmount and before a new request). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.settlePending?.('cancelled');
    this.settlePending = undefined;
    this.controller?.abort();
    this.controller = undefined;
  }

  private async run(request: FetchRequest): Promise<FetchOutcome> {
    const controller = new AbortController();
    this.controller = controller;
    try {
      const answer = await apiCall(withParams(request.url, request.params), this.schema, {
        method: request.method,
        body: request.data,
        signal: controller.signal,
        okStatus: request.successStatus,
      });
      if (!answer.ok) throw new Error(answer.text.trim() || `Request failed with status code ${answer.status}`);
      if (controller.signal.aborted) return 'cancelled';
      this.set({ loading: false, error: null, data: answer.data });
      return 'done';
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return 'cancelled';
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Fetching ${request.url} failed: ${message}`);
      this.set({ loading: false, error: message });
      return 'done';
    } finally {
      if (this.controller === controller) this.controller = undefined;
    }
  }

  private set(patch: Partial<FetchState<T>>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
