import { type PaymentOptions, upiTransferRequestSchema } from '@haveli/contracts';
import { auth$, getAuth } from '@haveli/event-bus';
import {
  Button,
  FormAlert,
  formatDate,
  formatInr,
  FormField,
  InvoiceList,
  LoadingState,
  useStream,
} from '@haveli/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckoutStopped, payOnline } from '../../../lib/online-checkout';
import { messageOf, showServerErrors } from '../../../lib/server-errors';
import {
  downloadInvoice,
  useConfirmOnlinePayment,
  useFolio,
  usePaymentOptions,
  useReportTransfer,
  useStartOnlinePayment,
} from '../api/stay-payments';

/** Pays what is due in the provider's checkout, then has the API check its answer; `onPaid` gets its word. */
function PayOnline({
  reference,
  due,
  onPaid,
}: {
  reference: string;
  due: number;
  onPaid: (message: string) => void;
}) {
  const auth = useStream(auth$, getAuth);
  const start = useStartOnlinePayment(reference);
  const confirm = useConfirmOnlinePayment(reference);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = start.isPending || confirm.isPending;
  const pay = async () => {
    setFailure(null);
    try {
      const order = await start.mutateAsync();
      const guest = auth.status === 'authenticated' ? auth.user : { name: '', email: '' };
      const answer = await payOnline(order, { name: guest.name, email: guest.email });
      onPaid((await confirm.mutateAsync(answer)).message);
    } catch (error) {
      setFailure(error instanceof CheckoutStopped ? error.message : messageOf(error));
    }
  };
  return (
    <div className="mb-4">
      <h3 className="h6">Card, UPI or net banking online</h3>
      <FormAlert message={failure} />
      <Button busy={busy} onClick={() => void pay()}>
        Pay {formatInr(due)} now
      </Button>
    </div>
  );
}

type TransferFields = z.input<typeof upiTransferRequestSchema>;

/** A UPI transfer: the QR code or the app link with the amount, then the UTR for the front desk to find. */
function PayByUpi({ reference, options }: { reference: string; options: PaymentOptions }) {
  const report = useReportTransfer(reference);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TransferFields, unknown, z.output<typeof upiTransferRequestSchema>>({
    resolver: zodResolver(upiTransferRequestSchema),
    defaultValues: { utr: '' },
  });
  const send = handleSubmit(({ utr }) => {
    setFailure(null);
    report.mutate(utr, {
      onSuccess: () => reset({ utr: '' }),
      onError: (error) => setFailure(showServerErrors(error, setError, ['utr'])),
    });
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(options.upi.qr_svg)}`;
  return (
    <div className="mb-4">
      <h3 className="h6">UPI transfer</h3>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <img
          src={qr}
          width={160}
          height={160}
          className="border rounded bg-white"
          alt={`QR code to pay ${formatInr(options.due_now)} to ${options.upi.payee} by UPI`}
        />
        <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
          <p className="mb-2">
            Scan the code, or{' '}
            <a href={options.upi.link} className="fw-semibold">
              open your UPI app
            </a>
            , to pay {formatInr(options.due_now)} to <span className="text-nowrap">{options.upi.vpa}</span>{' '}
            with your booking reference.
          </p>
          {report.isSuccess ? (
            <p className="text-success-emphasis mb-0" role="status">
              {report.data.message}
            </p>
          ) : (
            <form noValidate onSubmit={(event) => void send(event)} aria-label="Tell us your UPI transfer">
              <FormAlert message={failure} />
              <FormField
                label="UTR of your transfer"
                hint="The 12-digit reference your UPI app shows after paying."
                error={errors.utr?.message}
                className="mb-2"
              >
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={12}
                    {...register('utr')}
                  />
                )}
              </FormField>
              <Button type="submit" variant="outline" busy={report.isPending}>
                I have paid
              </Button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

/** The time a hold ends, as the guest in India reads it: "14:35". */
const holdTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });

/**
 * The booking's money: what has been paid and what is due, and the ways to pay it — online (when the hotel
 * takes online payments), by UPI transfer, or at the hotel (not for a rate paid when booking, whose room is
 * held meanwhile) — and the invoices once issued.
 */
export function StayPayment({
  reference,
  payable,
  payBy = null,
}: {
  reference: string;
  payable: boolean;
  /** A plan paid at booking holds the room until then (ISO) for the payment; null when not held. */
  payBy?: string | null;
}) {
  const folio = useFolio(reference);
  // Here rather than in the form: the form goes once nothing is due, the guest still reads that it was paid.
  const [paid, setPaid] = useState<string | null>(null);
  const due = folio.data?.due ?? 0;
  const options = usePaymentOptions(reference, payable && due > 0);
  if (folio.isPending) return <LoadingState label="Loading what is due…" skeleton="lines" />;
  if (folio.isError) return <FormAlert message={messageOf(folio.error)} />;
  const paidLines = folio.data.lines.filter((line) => line.kind === 'payment' || line.kind === 'refund');
  const waiting = options.data?.pending_transfers ?? [];
  return (
    <section aria-labelledby="stay-payment-title" className="card mb-4">
      <div className="card-body">
        <h2 id="stay-payment-title" className="h5">
          Payment
        </h2>
        {paidLines.length > 0 && (
          <ul className="list-unstyled small mb-2">
            {paidLines.map((line) => (
              <li key={line.id} className="d-flex justify-content-between gap-2">
                <span>
                  {formatDate(line.service_date)}: {line.description}
                </span>
                <span className="text-nowrap">{formatInr(-line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="d-flex justify-content-between fw-semibold fs-5 mb-3">
          {/* Paid more than is owed (a cancelled stay, a discount after paying): the hotel owes the rest. */}
          <span>{due > 0 ? 'Due' : due < 0 ? 'To be refunded' : 'Paid in full'}</span>
          <span data-testid="stay-due">{formatInr(Math.abs(due))}</span>
        </p>
        {paid && (
          <p className="alert alert-success py-2" role="status">
            {paid}
          </p>
        )}
        {payBy && payable && due > 0 && (
          <p className="alert alert-warning py-2" role="status" data-testid="stay-hold">
            {options.data && options.data.due_now < due
              ? `A deposit of ${formatInr(options.data.due_now)} is paid when you book, the rest at the hotel.`
              : 'This rate is paid in full when you book.'}{' '}
            We are holding your room until {holdTime(payBy)} (India time): pay now to confirm it. Unpaid by
            then, the booking is released and nothing is charged.
          </p>
        )}
        {waiting.map((transfer) => (
          <p key={transfer.id} className="alert alert-info py-2" role="status">
            Your UPI transfer of {formatInr(transfer.amount)} (UTR {transfer.utr}) is waiting for the front
            desk to confirm it.
          </p>
        ))}
        {payable && due > 0 && options.isPending && <LoadingState label="Loading the ways to pay…" />}
        {payable && due > 0 && options.isError && <FormAlert message={messageOf(options.error)} />}
        {payable && due > 0 && options.data && (
          <>
            {options.data.online && (
              <PayOnline reference={reference} due={options.data.due_now} onPaid={setPaid} />
            )}
            {waiting.length === 0 && <PayByUpi reference={reference} options={options.data} />}
            {!payBy && (
              <p className="small text-secondary mb-3">
                Or pay at the hotel: cash, card or UPI at the front desk.
              </p>
            )}
          </>
        )}
        <InvoiceList
          invoices={folio.data.invoices}
          download={(number) => downloadInvoice(reference, number)}
        />
      </div>
    </section>
  );
}
