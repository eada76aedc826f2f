import { liveEvents$, subscribeTo } from '@haveli/event-bus';
import { useQueryClient } from '@haveli/query';
import { useEffect } from 'react';

/** The areas of the API's live events (`<area>.<change>`, e.g. 'order.status'). */
export type LiveArea = 'order' | 'table' | 'stay';

type QueryKey = readonly unknown[];

/**
 * Keeps a screen's data current while it is open: a live event of `area` (staff moved an order, confirmed a
 * table…) marks the queries under `queryKeys` stale, and TanStack Query fetches the shown ones again.
 */
export function useLiveRefresh(area: LiveArea, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(
    () =>
      subscribeTo(liveEvents$, (event) => {
        if (!event.kind.startsWith(`${area}.`)) return;
        for (const queryKey of JSON.parse(keys) as QueryKey[])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [area, keys, queryClient],
  );
}
