// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { storeSession } from '@haveli/api-client';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { DeskRefund, Folio, PendingPayment } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FolioPanel } from './folio-panel';
import { PendingRefunds } from './pending-refunds';
import { PendingTransfers } from './pending-transfers';

const night = {
  id: 1,
  kind: 'night' as const,
  description: 'Deluxe Room, night of 1 May 2026',
  service_date: '2026-05-01',
  sac: '996311',
  rate_percent: 18,
  taxable: 12500,
  cgst: 1125,
  sgst: 1125,
  amount: 14750,
  reason: null,
  posted_at: '2026-05-01T09:00:00.000Z',
};
const FOLIO: Folio = {
  reference: 'HJ-ABC234',
  lines: [night],
  balance: 14750,
  stay_to_post: null,
  due: 14750,
  invoices: [],
};

function renderIn(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);

describe('a stay’s folio at the desk', () => {
  it('shows each line with its GST and what is due, and records a payment of it', async () => {
    const paid: Folio = {
      ...FOLIO,
      lines: [
        night,
        {
          ...night,
          id: 2,
          kind: 'payment',
          description: 'Cash at the hotel',
          sac: null,
          rate_percent: null,
          amount: -14750,
        },
      ],
      balance: 0,
      due: 0,
    };
    let current = FOLIO;
    const sent = mockApi((request) => {
      if (request.method !== 'post') return { status: 200, data: current };
      current = paid;
      return { status: 200, data: { message: 'Payment recorded.', folio: paid } };
    });
    renderIn(<FolioPanel reference="HJ-ABC234" open />);
    expect(await screen.findByText('Deluxe Room, night of 1 May 2026')).toBeInTheDocument();
    expect(screen.getByText(/GST 18%: ₹1,125 \+ ₹1,125/)).toBeInTheDocument();
    expect(screen.getByTestId('folio-due')).toHaveTextContent('₹14,750');

    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('14750');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment recorded.');
    const post = sent.find((request) => request.method === 'post');
    expect(post?.url).toBe('staff/stays/HJ-ABC234/folio/payments');
    expect(JSON.parse(String(post?.data))).toEqual({ method: 'cash', amount: 14750, reference: '' });
    expect(screen.getByTestId('folio-due')).toHaveTextContent('₹0');
  });

  it('asks for a discount’s reason and a card’s slip before sending anything', async () => {
    const sent = mockApi(() => ({ status: 200, data: FOLIO }));
    renderIn(<FolioPanel reference="HJ-ABC234" open />);
    await userEvent.selectOptions(await screen.findByLabelText('Post'), 'A discount');
    await userEvent.type(screen.getByLabelText('Description'), 'Anniversary courtesy');
    await userEvent.type(screen.getByLabelText('Amount before GST (₹)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason for the discount.',
    );

    await userEvent.selectOptions(screen.getByLabelText('How'), 'Card at the hotel');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByLabelText('Slip number or UTR')).toHaveAccessibleDescription(
      /Enter the slip number or UTR of this payment./,
    );
    expect(sent.filter((request) => request.method === 'post')).toHaveLength(0);
  });

  it('shows the API’s refusal beside the field it names', async () => {
    mockApi((request) =>
      request.method === 'post'
        ? {
            status: 400,
            data: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'A discount cannot be more than what was charged in that category.',
              fields: { amount: 'A discount cannot be more than what was charged in that category.' },
            },
          }
        : { status: 200, data: FOLIO },
    );
    renderIn(<FolioPanel reference="HJ-ABC234" open />);
    await userEvent.selectOptions(await screen.findByLabelText('Post'), 'A discount');
    await userEvent.type(screen.getByLabelText('Description'), 'Goodwill');
    await userEvent.type(screen.getByLabelText('Amount before GST (₹)'), '99999');
    await userEvent.type(screen.getByLabelText('Reason'), 'Slow service');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Amount before GST (₹)')).toHaveAccessibleDescription(
        /A discount cannot be more than what was charged in that category./,
      ),
    );
    expect(screen.getByLabelText('Description')).toHaveValue('Goodwill');
  });

  it('offers no forms on a folio that is closed', async () => {
    mockApi(() => ({ status: 200, data: FOLIO }));
    renderIn(<FolioPanel reference="HJ-ABC234" open={false} />);
    expect(await screen.findByTestId('folio-due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});

describe('a manager’s refund', () => {
  const signInAs = (role: string) => storeSession(makeToken(guestClaims({ role })), 'Meera Singh', false);
  const paidAhead: Folio = { ...FOLIO, balance: -1000, due: -1000 };

  it('offers what was paid ahead back, with a reason, and shows the answer', async () => {
    signInAs('manager');
    let current = paidAhead;
    const sent = mockApi((request) => {
      if (request.method !== 'post') return { status: 200, data: current };
      current = { ...paidAhead, balance: 0, due: 0 };
      return {
        status: 200,
        data: { message: 'Refund recorded: the guest is paid back the way they paid.', folio: current },
      };
    });
    renderIn(<FolioPanel reference="HJ-ABC234" open />);
    const form = await screen.findByRole('form', { name: 'Refund the guest' });
    expect(form).toHaveTextContent('₹1,000 was paid beyond what is owed.');
    expect(screen.getByLabelText('Amount to refund (₹)')).toHaveValue('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByLabelText('Reason')).toHaveAccessibleDescription(
      'Give the reason for the refund.',
    );
    expect(sent.filter((request) => request.method === 'post')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reason'), 'Paid twice at the desk');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Refund recorded: the guest is paid back the way they paid.'),
    ).toBeInTheDocument();
    const post = sent.find((request) => request.method === 'post');
    expect(post?.url).toBe('staff/stays/HJ-ABC234/folio/refunds');
    expect(JSON.parse(String(post?.data))).toEqual({ amount: 1000, reason: 'Paid twice at the desk' });
  });

  it('is not offered to the front desk, nor when nothing was paid ahead or invoiced', async () => {
    signInAs('front_desk');
    mockApi(() => ({ status: 200, data: paidAhead }));
    const { unmount } = renderIn(<FolioPanel reference="HJ-ABC234" open />);
    expect(await screen.findByTestId('folio-due')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund the guest' })).not.toBeInTheDocument();
    unmount();

    signInAs('manager');
    mockApi(() => ({ status: 200, data: FOLIO }));
    renderIn(<FolioPanel reference="HJ-ABC234" open />);
    expect(await screen.findByTestId('folio-due')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund the guest' })).not.toBeInTheDocument();
  });
});

describe('UPI transfers to confirm', () => {
  const transfer: PendingPayment = {
    id: 5,
    booking_reference: 'HJ-ABC234',
    guest_name: 'Asha Rao',
    amount: 14750,
    utr: '412345678901',
    reported_at: '2026-05-01T09:00:00.000Z',
  };

  it('lists each with its booking and UTR, and confirms one', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { message: 'Transfer confirmed.' } }
        : { status: 200, data: { data: [transfer] } },
    );
    renderIn(<PendingTransfers />);
    expect(await screen.findByText(/Asha Rao: ₹14,750, UTR 412345678901/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HJ-ABC234' })).toHaveAttribute(
      'href',
      '/staff/bookings/HJ-ABC234',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm UTR 412345678901' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'post')?.url).toBe('staff/payments/5/confirm'),
    );
  });

  it('shows nothing when no transfer waits', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [] } }));
    const { container } = renderIn(<PendingTransfers />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('refunds to pay back', () => {
  const refund: DeskRefund = {
    id: 9,
    booking_reference: 'HJ-ABC234',
    guest_name: 'Asha Rao',
    method: 'cash',
    amount: 5000,
    reason: 'The booking was cancelled: what its policy does not keep is refunded.',
    recorded_at: '2026-05-01T09:00:00.000Z',
    provider_failed: false,
  };

  it('lists each with its booking and how it was paid, and marks one paid back', async () => {
    const sent = mockApi((request) =>
      request.method === 'post'
        ? { status: 200, data: { message: 'Marked as paid back.' } }
        : { status: 200, data: { data: [refund] } },
    );
    renderIn(<PendingRefunds />);
    expect(await screen.findByText(/Asha Rao: ₹5,000, Cash at the hotel/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Paid back ₹5,000 to Asha Rao' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as paid back.');
    expect(sent.find((request) => request.method === 'post')?.url).toBe('staff/refunds/9/paid-back');
  });

  it('says when the provider could not make an online refund, for the desk to pay it back another way', async () => {
    mockApi(() => ({
      status: 200,
      data: { data: [{ ...refund, method: 'razorpay', provider_failed: true }] },
    }));
    renderIn(<PendingRefunds />);
    expect(await screen.findByText(/Asha Rao: ₹5,000, Card or UPI online/)).toHaveTextContent(
      'Razorpay could not refund it: pay it back another way (a bank transfer, or cash at the desk).',
    );
    expect(screen.getByRole('button', { name: 'Paid back ₹5,000 to Asha Rao' })).toBeInTheDocument();
  });

  it('shows nothing when none waits', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: [] } }));
    const { container } = renderIn(<PendingRefunds />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
