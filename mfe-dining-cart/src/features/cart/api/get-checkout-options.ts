import { http, type RequestOptions } from '@haveli/api-client';
import type { CheckoutOptions } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** GET orders/checkout-options: the guest's room and tables of today, the kitchen's times and the GST rate. */
export async function getCheckoutOptions({ signal }: RequestOptions = {}): Promise<CheckoutOptions> {
  const { data } = await http.get<CheckoutOptions>('orders/checkout-options', { signal });
  return data;
}

/** Where and when the signed-in guest may have food brought now; always fresh (the slots move on). */
export function useCheckoutOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'checkout-options'],
    queryFn: ({ signal }) => getCheckoutOptions({ signal }),
    staleTime: 0,
    enabled,
  });
}
