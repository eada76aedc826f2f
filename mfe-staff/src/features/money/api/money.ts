import { http } from '@haveli/api-client';
import type { CashUp, InvoiceRegister, InvoiceRegisterQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** GET staff/cash-up?date=: the day's payments by method and its refunds. */
export function useCashUp(date: string) {
  return useQuery({
    queryKey: ['staff', 'cash-up', date],
    queryFn: async ({ signal }) =>
      (await http.get<CashUp>('staff/cash-up', { params: { date }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET staff/invoices?from=&to=: the invoice register. */
export function useInvoiceRegister(query: InvoiceRegisterQuery) {
  return useQuery({
    queryKey: ['staff', 'invoices', query],
    queryFn: async ({ signal }) =>
      (await http.get<InvoiceRegister>('staff/invoices', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET staff/invoices.csv?from=&to=: the register for the accountant. */
export async function downloadRegisterCsv(query: InvoiceRegisterQuery): Promise<Blob> {
  const { data } = await http.get<Blob>('staff/invoices.csv', { params: query, responseType: 'blob' });
  return data;
}
