// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import type { CashUp, InvoiceRegister } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyPage } from './money-page';

const CASH_UP: CashUp = {
  date: '2026-11-28',
  methods: [
    { method: 'cash', label: 'Cash at the hotel', count: 2, total: 2770 },
    { method: 'upi_transfer', label: 'UPI transfer', count: 1, total: 55224 },
  ],
  refunds: { count: 0, total: 0 },
  net: 57994,
};
const REGISTER: InvoiceRegister = {
  from: '2026-11-01',
  to: '2026-11-28',
  data: [
    {
      number: 'HJ/26-27/000001',
      kind: 'invoice',
      issued_on: '2026-11-28',
      booking_reference: 'HJ-UQ4ZUE',
      buyer: 'Iyer Textiles Pvt Ltd',
      buyer_gstin: '29AAGCB7383J1Z4',
      supply: 'B2B',
      credit_for: null,
      taxable: 48300,
      cgst: 4347,
      sgst: 4347,
      total: 56994,
    },
  ],
  totals: { taxable: 48300, cgst: 4347, sgst: 4347, total: 56994 },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MoneyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('the money page', () => {
  it('shows the day’s payments by method and the invoice register with its totals', async () => {
    mockApi((request) =>
      request.url === 'staff/cash-up' ? { status: 200, data: CASH_UP } : { status: 200, data: REGISTER },
    );
    renderPage();
    const cashUp = await screen.findByRole('region', { name: 'Cash-up' });
    expect(await within(cashUp).findByRole('row', { name: /Cash at the hotel/ })).toHaveTextContent('₹2,770');
    expect(within(cashUp).getByTestId('cash-up-net')).toHaveTextContent('₹57,994');
    const register = screen.getByRole('region', { name: 'Invoice register' });
    const row = await within(register).findByRole('row', { name: /HJ\/26-27\/000001/ });
    expect(row).toHaveTextContent('B2B');
    expect(row).toHaveTextContent('GSTIN 29AAGCB7383J1Z4');
    expect(row).toHaveTextContent('₹8,694');
  });

  it('asks for the chosen days, and says when nothing was issued', async () => {
    const sent = mockApi((request) =>
      request.url === 'staff/cash-up'
        ? { status: 200, data: { ...CASH_UP, methods: [], net: 0 } }
        : { status: 200, data: { ...REGISTER, data: [] } },
    );
    renderPage();
    expect(await screen.findByText('No payments that day.')).toBeInTheDocument();
    expect(
      await screen.findByText('No invoice or credit note was issued over these days.'),
    ).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-01');
    await waitFor(() =>
      expect(sent.filter((request) => request.url === 'staff/invoices').at(-1)?.params).toMatchObject({
        from: '2026-04-01',
      }),
    );
  });
});
