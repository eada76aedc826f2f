import { getCheckoutOptions } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

/** Where and when the signed-in guest may have food brought now; always fresh (the slots move on). */
export function useCheckoutOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'checkout-options'],
    queryFn: ({ signal }) => getCheckoutOptions({ signal }),
    staleTime: 0,
    enabled,
  });
}
