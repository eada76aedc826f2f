import { useCallback, useSyncExternalStore } from 'react';

/** The part of an RxJS observable this hook needs; keeps the UI package free of rxjs. */
export interface Subscribable<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

/** Renders with the latest value of a bus stream whose current value `read` returns synchronously. */
export function useStream<T>(stream: Subscribable<T>, read: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [stream],
  );
  return useSyncExternalStore(subscribe, read, read);
}
