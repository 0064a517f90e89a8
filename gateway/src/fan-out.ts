/**
 * One stream of events heard by several subscribers, each with its own queue: what the gateway
 * shares when many sockets subscribe to the same thing as the same viewer (see transport.ts and
 * subscriptions.ts). A subscriber hears the events pushed after it joined; when the last one
 * leaves, `onEmpty` stops the source.
 */
export interface FanOut<T> {
  /** The events from now on, until the stream ends or the subscriber returns. */
  join(): AsyncIterableIterator<T>;
  push(event: T): void;
  /** Ends every subscriber's events, with `error` thrown to each when given. */
  end(error?: unknown): void;
  /** Ended, or left by its last subscriber: whoever joins now hears nothing. */
  readonly over: boolean;
}

export function fanOut<T>(options: {
  /** Each subscriber but the first gets a copy: each may change what it was given. */
  copy: (event: T) => T;
  onEmpty: () => void;
}): FanOut<T> {
  const subscribers = new Set<{ push(event: T): void; end(error?: unknown): void }>();
  let over = false;
  return {
    get over() {
      return over;
    },
    join() {
      const pending: T[] = [];
      let wake: (() => void) | null = null;
      let finished: { error?: unknown } | null = null;
      const woken = () => {
        wake?.();
        wake = null;
      };
      const subscriber = {
        push: (event: T) => {
          pending.push(event);
          woken();
        },
        end: (error?: unknown) => {
          finished = error === undefined ? {} : { error };
          woken();
        },
      };
      if (over) subscriber.end();
      else subscribers.add(subscriber);
      const events: AsyncIterableIterator<T> = {
        next: async () => {
          while (!pending.length && !finished) await new Promise<void>((resolve) => (wake = resolve));
          if (pending.length) return { done: false, value: pending.shift()! };
          if (finished && 'error' in finished) {
            const { error } = finished;
            finished = {};
            throw error;
          }
          return { done: true, value: undefined };
        },
        return: async () => {
          finished ??= {};
          woken();
          if (subscribers.delete(subscriber) && subscribers.size === 0) {
            over = true;
            options.onEmpty();
          }
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]: () => events,
      };
      return events;
    },
    push(event) {
      let first = true;
      for (const subscriber of subscribers) {
        subscriber.push(first ? event : options.copy(event));
        first = false;
      }
    },
    end(error) {
      over = true;
      for (const subscriber of subscribers) subscriber.end(error);
      subscribers.clear();
    },
  };
}
