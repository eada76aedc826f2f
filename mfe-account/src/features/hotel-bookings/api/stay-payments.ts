import { http, type RequestOptions } from '@haveli/api-client';
import { type Folio, invoiceSlug, type OnlinePaymentOrder, type PaymentOptions } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

const ref = (reference: string) => `stays/bookings/${encodeURIComponent(reference)}`;
type PaymentAnswer = { message: string; folio: Folio };

/** GET stays/bookings/{reference}/folio: what was charged and paid, what is due, the invoices (owner only). */
export async function getFolio(reference: string, { signal }: RequestOptions = {}): Promise<Folio> {
  const { data } = await http.get<Folio>(`${ref(reference)}/folio`, { signal });
  return data;
}

/** GET stays/bookings/{reference}/payment-options: what is due and the ways to pay it (owner only). */
export async function getPaymentOptions(
  reference: string,
  { signal }: RequestOptions = {},
): Promise<PaymentOptions> {
  const { data } = await http.get<PaymentOptions>(`${ref(reference)}/payment-options`, { signal });
  return data;
}

export const useFolio = (reference: string) =>
  useQuery({
    queryKey: ['stay-folio', reference],
    queryFn: ({ signal }) => getFolio(reference, { signal }),
    staleTime: 0,
  });

export const usePaymentOptions = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: ['stay-payment-options', reference],
    queryFn: ({ signal }) => getPaymentOptions(reference, { signal }),
    staleTime: 0,
    enabled,
  });

/** After a payment: the folio and the options as they now are, and the booking (paid, a hold ends). */
function usePaid(reference: string) {
  const queryClient = useQueryClient();
  return (answer: PaymentAnswer) => {
    queryClient.setQueryData(['stay-folio', reference], answer.folio);
    void queryClient.invalidateQueries({ queryKey: ['stay-payment-options', reference] });
    void queryClient.invalidateQueries({ queryKey: ['stay-booking', reference] });
  };
}

/** POST …/payments/online: an order at the provider for what is due, for its checkout. */
export const useStartOnlinePayment = (reference: string) =>
  useMutation({
    mutationFn: async () => (await http.post<OnlinePaymentOrder>(`${ref(reference)}/payments/online`)).data,
  });

/** POST …/payments/online/confirm: the checkout's answer. */
export function useConfirmOnlinePayment(reference: string) {
  const paid = usePaid(reference);
  return useMutation({
    mutationFn: async (answer: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }) => (await http.post<PaymentAnswer>(`${ref(reference)}/payments/online/confirm`, answer)).data,
    onSuccess: paid,
  });
}

/** POST …/payments/upi: a UPI transfer reported by its UTR. */
export function useReportTransfer(reference: string) {
  const paid = usePaid(reference);
  return useMutation({
    mutationFn: async (utr: string) =>
      (await http.post<PaymentAnswer>(`${ref(reference)}/payments/upi`, { utr })).data,
    onSuccess: paid,
  });
}

/** GET …/invoices/{number}: an invoice or credit note as a PDF. */
export async function downloadInvoice(reference: string, number: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`${ref(reference)}/invoices/${invoiceSlug(number)}`, {
    responseType: 'blob',
  });
  return data;
}
