import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** The answer for the current key; undefined while none has come (or there is no key). */
  data: T | undefined;
  error: Error | null;
  /** Whether an answer for the current key is on its way. */
  loading: boolean;
  /** Asks again for the current key (after a refusal, say). */
  reload: () => void;
}

/**
 * What the dialog reads from the API, asked for again whenever `key` changes (null: nothing to ask), the
 * request before cancelled. Not TanStack Query, as the account remote uses: the shell has no query client,
 * and taking @haveli/query into the shell moves its 11 KB gzip into the shell's first load on every page
 * (the performance budget's shell figure), for two reads of one dialog.
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<{ key: string; data?: T; error?: Error } | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ key, error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
    );
    return () => controller.abort();
    // `load` is made afresh on each render; the key says what it asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const current = answer !== null && answer.key === key ? answer : null;
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: current?.data,
    error: current?.error ?? null,
    loading: key !== null && current === null,
    reload,
  };
}
