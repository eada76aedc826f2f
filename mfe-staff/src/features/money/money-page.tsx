import { hotelToday, type InvoiceRegister, invoiceSlug } from '@haveli/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  formatDate,
  formatInr,
  FormField,
  LoadingState,
  useDownload,
} from '@haveli/ui';
import { useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { downloadInvoice } from '../folio/api/folio';
import { downloadRegisterCsv, useCashUp, useInvoiceRegister } from './api/money';

function CashUpPanel() {
  const [date, setDate] = useState(hotelToday());
  const cashUp = useCashUp(date);
  return (
    <section className="card haveli-card mb-4" aria-labelledby="cash-up-title">
      <div className="card-body">
        <h2 className="h5" id="cash-up-title">
          Cash-up
        </h2>
        <FormField label="Day" className="mb-3" hint="Payments taken that day, by how they were paid.">
          {(control) => (
            <input
              {...control}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value || hotelToday())}
            />
          )}
        </FormField>
        {cashUp.isPending && <LoadingState label="Loading the day’s payments…" skeleton="lines" />}
        {cashUp.isError && (
          <ErrorState
            title="We could not load the cash-up"
            message={cashUp.error.message}
            onRetry={() => void cashUp.refetch()}
          />
        )}
        {cashUp.data && (
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Payments on {formatDate(cashUp.data.date)}</caption>
            <thead>
              <tr>
                <th scope="col">How</th>
                <th scope="col" className="text-end">
                  Payments
                </th>
                <th scope="col" className="text-end">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {cashUp.data.methods.length === 0 && (
                <tr>
                  <td colSpan={3} className="text-secondary">
                    No payments that day.
                  </td>
                </tr>
              )}
              {cashUp.data.methods.map((row) => (
                <tr key={row.method}>
                  <th scope="row" className="fw-normal">
                    {row.label}
                  </th>
                  <td className="text-end">{row.count}</td>
                  <td className="text-end">{formatInr(row.total)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="fw-normal">
                  Refunds
                </th>
                <td className="text-end">{cashUp.data.refunds.count}</td>
                <td className="text-end">{formatInr(-cashUp.data.refunds.total)}</td>
              </tr>
              <tr>
                <th scope="row">Net</th>
                <td />
                <td className="text-end fw-semibold" data-testid="cash-up-net">
                  {formatInr(cashUp.data.net)}
                </td>
              </tr>
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function RegisterTable({ register }: { register: InvoiceRegister }) {
  const download = useDownload();
  if (register.data.length === 0)
    return <EmptyState title="No invoices" message="No invoice or credit note was issued over these days." />;
  return (
    <>
      <FormAlert message={download.failure} />
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Invoices and credit notes</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Buyer</th>
              <th scope="col">Supply</th>
              <th scope="col" className="text-end">
                Taxable
              </th>
              <th scope="col" className="text-end">
                GST
              </th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">
                <span className="visually-hidden">PDF</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {register.data.map((row) => (
              <tr key={row.number}>
                <td className="text-nowrap">
                  {row.number}
                  {row.kind === 'credit_note' && (
                    <span className="d-block small text-secondary">Credit note for {row.credit_for}</span>
                  )}
                </td>
                <td className="text-nowrap">{formatDate(row.issued_on)}</td>
                <td>
                  {row.buyer}
                  <span className="d-block small text-secondary">
                    {row.booking_reference}
                    {row.buyer_gstin ? ` · GSTIN ${row.buyer_gstin}` : ''}
                  </span>
                </td>
                <td>{row.supply}</td>
                <td className="text-end text-nowrap">{formatInr(row.taxable)}</td>
                <td className="text-end text-nowrap">{formatInr(row.cgst + row.sgst)}</td>
                <td className="text-end text-nowrap">{formatInr(row.total)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Download ${row.number} as PDF`}
                    onClick={() =>
                      download.run(() => downloadInvoice(row.number), `${invoiceSlug(row.number)}.pdf`)
                    }
                  >
                    PDF
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="text-end text-nowrap fw-semibold">{formatInr(register.totals.taxable)}</td>
              <td className="text-end text-nowrap fw-semibold">
                {formatInr(register.totals.cgst + register.totals.sgst)}
              </td>
              <td className="text-end text-nowrap fw-semibold">{formatInr(register.totals.total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function RegisterPanel() {
  const today = hotelToday();
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const register = useInvoiceRegister(period);
  const download = useDownload();
  return (
    <section className="card haveli-card mb-4" aria-labelledby="register-title">
      <div className="card-body">
        <h2 className="h5" id="register-title">
          Invoice register
        </h2>
        <div className="row g-2 align-items-end mb-2">
          <FormField label="From" className="col-6 col-md-4 mb-2">
            {(control) => (
              <input
                {...control}
                type="date"
                value={period.from}
                onChange={(event) => setPeriod({ ...period, from: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="To" className="col-6 col-md-4 mb-2">
            {(control) => (
              <input
                {...control}
                type="date"
                value={period.to}
                onChange={(event) => setPeriod({ ...period, to: event.target.value })}
              />
            )}
          </FormField>
          <div className="col-12 col-md-4 mb-2">
            <Button
              variant="outline"
              className="w-100"
              onClick={() =>
                download.run(
                  () => downloadRegisterCsv(period),
                  `haveli-invoices-${period.from}-to-${period.to}.csv`,
                )
              }
            >
              Export CSV for the accountant
            </Button>
          </div>
        </div>
        <FormAlert message={download.failure} />
        {register.isPending && <LoadingState label="Loading the register…" skeleton="lines" />}
        {register.isError && <FormAlert message={register.error.message} />}
        {register.data && <RegisterTable register={register.data} />}
      </div>
    </section>
  );
}

/** /staff/money: the desk's cash-up and the invoice register with its export for the accountant. */
export function MoneyPage() {
  return (
    <StaffPage
      title="Money"
      lead="The day’s payments by method, and every GST invoice and credit note issued."
    >
      <CashUpPanel />
      <RegisterPanel />
    </StaffPage>
  );
}
