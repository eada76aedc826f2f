import { http, type RequestOptions } from '@haveli/api-client';
import {
  type DeskRefund,
  type Folio,
  invoiceSlug,
  type PendingPayment,
  type StaffFolioChargeRequest,
  type StaffFolioPaymentRequest,
  type StaffFolioRefundRequest,
} from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

const folioUrl = (reference: string) => `staff/stays/${encodeURIComponent(reference)}/folio`;

/** GET staff/stays/{reference}/folio: every line, the balance, what is due and the invoices. */
export async function getFolio(reference: string, { signal }: RequestOptions = {}): Promise<Folio> {
  const { data } = await http.get<Folio>(folioUrl(reference), { signal });
  return data;
}

export function useFolio(reference: string) {
  return useQuery({
    queryKey: ['staff', 'folio', reference],
    queryFn: ({ signal }) => getFolio(reference, { signal }),
  });
}

/** A charge or discount, a payment taken at the desk, or a refund: the answer is the folio as it now is. */
function usePost<Body>(reference: string, what: 'charges' | 'payments' | 'refunds') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      (await http.post<{ message: string; folio: Folio }>(`${folioUrl(reference)}/${what}`, body)).data,
    onSuccess: (answer) => queryClient.setQueryData(['staff', 'folio', reference], answer.folio),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const usePostCharge = (reference: string) => usePost<StaffFolioChargeRequest>(reference, 'charges');
export const useRecordPayment = (reference: string) =>
  usePost<StaffFolioPaymentRequest>(reference, 'payments');
/** A manager's refund: an overpayment paid back, or a part of the invoice with a credit note. */
export const useRefund = (reference: string) => usePost<StaffFolioRefundRequest>(reference, 'refunds');

/** GET staff/invoices/{number}: an invoice or credit note as a PDF (its number with dashes). */
export async function downloadInvoice(number: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`staff/invoices/${encodeURIComponent(invoiceSlug(number))}`, {
    responseType: 'blob',
  });
  return data;
}

/** GET staff/payments/pending: UPI transfers guests reported, for the desk to find on the statement. */
export function usePendingTransfers() {
  return useQuery({
    queryKey: ['staff', 'payments', 'pending'],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: PendingPayment[] }>('staff/payments/pending', { signal })).data.data,
  });
}

export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      decision: { id: number; confirm: true } | { id: number; confirm: false; reason: string },
    ) =>
      (
        await http.post<{ message: string }>(
          `staff/payments/${decision.id}/${decision.confirm ? 'confirm' : 'reject'}`,
          decision.confirm ? undefined : { reason: decision.reason },
        )
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** GET staff/refunds/pending: refunds to ways paid at the hotel that the desk still has to pay back. */
export function useDeskRefunds() {
  return useQuery({
    queryKey: ['staff', 'refunds', 'pending'],
    queryFn: async ({ signal }) =>
      (await http.get<{ data: DeskRefund[] }>('staff/refunds/pending', { signal })).data.data,
  });
}

/** POST staff/refunds/{id}/paid-back: the desk has paid the refund back. */
export function usePaidBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await http.post<{ message: string }>(`staff/refunds/${id}/paid-back`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
