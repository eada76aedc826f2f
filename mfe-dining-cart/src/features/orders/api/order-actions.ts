import { http } from '@haveli/api-client';
import type { Order } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

/** POST orders/{id}/cancel: the guest cancels an order the kitchen has not started. */
export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await http.post<Order>(`orders/${id}/cancel`);
  return data;
}

/** GET orders/{id}/receipt: the order's receipt, a PDF made by the API. */
export async function getOrderReceipt(id: number): Promise<Blob> {
  const { data } = await http.get<Blob>(`orders/${id}/receipt`, { responseType: 'blob' });
  return data;
}

/** GET orders/{id}/invoice: the GST tax invoice of an order paid at the hotel, as a PDF. */
export async function getOrderInvoice(id: number): Promise<Blob> {
  const { data } = await http.get<Blob>(`orders/${id}/invoice`, { responseType: 'blob' });
  return data;
}

/** POST orders/:id/cancel; the guest's orders are read again after it. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** Fetches the API's PDF receipt (it needs the guest's token) and hands it to the browser as a download. */
export async function downloadReceipt(id: number, reference: string): Promise<void> {
  const pdf = await getOrderReceipt(id);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${reference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) => downloadReceipt(id, reference),
  });
}
