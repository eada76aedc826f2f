import {
  FOLIO_CATEGORIES,
  type Folio,
  type FolioLine,
  roleMay,
  staffFolioChargeRequestSchema,
  staffFolioPaymentRequestSchema,
  staffFolioRefundRequestSchema,
} from '@haveli/contracts';
import {
  Button,
  ErrorState,
  FormAlert,
  formatDate,
  formatInr,
  FormField,
  InvoiceList,
  LoadingState,
} from '@haveli/ui';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type DeskPaymentMethod,
  DeskPaymentMethodField,
  SlipOrUtrField,
} from '../../components/desk-payment-fields';
import { numberOrMissing } from '../../components/number-draft';
import { useStaffForm } from '../../components/staff-form';
import { signedInRole } from '../../components/staff-page';
import { downloadInvoice, useFolio, usePostCharge, useRecordPayment, useRefund } from './api/folio';

const KIND_LABELS: Record<FolioLine['kind'], string> = {
  night: 'Night',
  food: 'Food',
  charge: 'Charge',
  discount: 'Discount',
  payment: 'Payment',
  refund: 'Refund',
};

/** "GST 18%: ₹135 + ₹135", what a taxed line carries. */
const taxOf = (line: FolioLine) =>
  line.rate_percent === null
    ? ''
    : `GST ${line.rate_percent}%: ${formatInr(line.cgst)} + ${formatInr(line.sgst)}`;

function FolioLines({ folio }: { folio: Folio }) {
  if (folio.lines.length === 0)
    return <p className="text-secondary">Nothing is posted yet: the nights go on the folio at check-in.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">Folio lines</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {folio.lines.map((line) => (
            <tr key={line.id}>
              <td className="text-nowrap">{formatDate(line.service_date)}</td>
              <td>
                <span className="visually-hidden">{KIND_LABELS[line.kind]}: </span>
                {line.description}
                {(line.rate_percent !== null || line.reason) && (
                  <span className="d-block small text-secondary">
                    {[line.kind === 'discount' ? '' : taxOf(line), line.reason ?? '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </td>
              <td className="text-end text-nowrap">{formatInr(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ChargeDraft = {
  kind: 'charge' | 'discount';
  category: 'stay' | 'food';
  description: string;
  amount: string;
  reason: string;
};
const chargeRequest = (draft: ChargeDraft) => ({ ...draft, amount: numberOrMissing(draft.amount) });
const BLANK_CHARGE: ChargeDraft = {
  kind: 'charge',
  category: 'stay',
  description: '',
  amount: '',
  reason: '',
};

/** Posts a charge (before GST) or a discount with its reason. */
function ChargeForm({ reference }: { reference: string }) {
  const post = usePostCharge(reference);
  const form = useStaffForm({
    schema: z.preprocess(chargeRequest, staffFolioChargeRequestSchema),
    defaultValues: BLANK_CHARGE,
  });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <form
      noValidate
      aria-label="Post a charge or a discount"
      onSubmit={form.submit((request) =>
        post.mutate(request, { onSuccess: () => reset(BLANK_CHARGE), onError: form.refused }),
      )}
    >
      <h3 className="h6">Post a charge or a discount</h3>
      <FormAlert message={form.failure} />
      <div className="row g-2">
        <FormField
          label="Post"
          className="col-12 col-sm-5 mb-2"
          controlClassName="form-select"
          error={errors.kind?.message}
        >
          {(props) => (
            <select {...props} {...register('kind')}>
              <option value="charge">A charge</option>
              <option value="discount">A discount</option>
            </select>
          )}
        </FormField>
        <FormField
          label="For"
          className="col-12 col-sm-7 mb-2"
          controlClassName="form-select"
          error={errors.category?.message}
        >
          {(props) => (
            <select {...props} {...register('category')}>
              {Object.entries(FOLIO_CATEGORIES).map(([value, category]) => (
                <option key={value} value={value}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Description" className="mb-2" error={errors.description?.message}>
        {(props) => <input {...props} maxLength={120} {...register('description')} />}
      </FormField>
      <FormField
        label="Amount before GST (₹)"
        className="mb-2"
        hint="GST is added at the rate of what it is for."
        error={errors.amount?.message}
      >
        {(props) => <input {...props} inputMode="decimal" {...register('amount')} />}
      </FormField>
      {kind === 'discount' && (
        <FormField label="Reason" className="mb-2" error={errors.reason?.message}>
          {(props) => <input {...props} maxLength={300} {...register('reason')} />}
        </FormField>
      )}
      <Button type="submit" variant="outline" busy={post.isPending}>
        Post
      </Button>
      {post.isSuccess && (
        <p className="text-success-emphasis small mt-2 mb-0" role="status">
          {post.data.message}
        </p>
      )}
    </form>
  );
}

type PaymentDraft = { method: DeskPaymentMethod; amount: string; reference: string };
const paymentRequest = (draft: PaymentDraft) => ({ ...draft, amount: numberOrMissing(draft.amount) });

/** Records a payment taken at the hotel: cash, a card on the hotel's terminal, UPI at the desk. */
function PaymentForm({ reference, due }: { reference: string; due: number }) {
  const record = useRecordPayment(reference);
  const blank = (amount: number): PaymentDraft => ({
    method: 'cash',
    amount: amount > 0 ? String(amount) : '',
    reference: '',
  });
  const form = useStaffForm({
    schema: z.preprocess(paymentRequest, staffFolioPaymentRequestSchema),
    defaultValues: blank(due),
  });
  const {
    register,
    reset,
    setValue,
    formState: { errors, dirtyFields },
  } = form;
  // What is due changes as charges are posted: the amount follows it until someone types one.
  const amountTyped = Boolean(dirtyFields.amount);
  useEffect(() => {
    if (!amountTyped) setValue('amount', due > 0 ? String(due) : '');
  }, [due, amountTyped, setValue]);
  return (
    <form
      noValidate
      aria-label="Record a payment"
      onSubmit={form.submit((request) =>
        record.mutate(request, {
          onSuccess: (answer) => reset(blank(answer.folio.due)),
          onError: form.refused,
        }),
      )}
    >
      <h3 className="h6">Record a payment</h3>
      <FormAlert message={form.failure} />
      <div className="row g-2">
        <DeskPaymentMethodField
          className="col-12 col-sm-7 mb-2"
          registration={register('method')}
          error={errors.method?.message}
        />
        <FormField label="Amount (₹)" className="col-12 col-sm-5 mb-2" error={errors.amount?.message}>
          {(props) => <input {...props} inputMode="decimal" {...register('amount')} />}
        </FormField>
      </div>
      <SlipOrUtrField registration={register('reference')} error={errors.reference?.message} />
      <Button type="submit" busy={record.isPending}>
        Record payment
      </Button>
      {record.isSuccess && (
        <p className="text-success-emphasis small mt-2 mb-0" role="status">
          {record.data.message}
        </p>
      )}
    </form>
  );
}

type RefundDraft = { amount: string; reason: string };
const refundRequest = (draft: RefundDraft) => ({ ...draft, amount: numberOrMissing(draft.amount) });

/**
 * A manager's refund, back the way the guest paid: what was paid ahead of what is owed, or, once invoiced, a
 * part of the invoice, which a credit note then lowers.
 */
function RefundForm({ folio, refund }: { folio: Folio; refund: ReturnType<typeof useRefund> }) {
  const paidAhead = folio.due < 0 ? -folio.due : 0;
  const blank = (ahead: number): RefundDraft => ({ amount: ahead > 0 ? String(ahead) : '', reason: '' });
  const form = useStaffForm({
    schema: z.preprocess(refundRequest, staffFolioRefundRequestSchema),
    defaultValues: blank(paidAhead),
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  return (
    <form
      noValidate
      aria-label="Refund the guest"
      onSubmit={form.submit((request) =>
        refund.mutate(request, {
          onSuccess: (answer) => reset(blank(answer.folio.due < 0 ? -answer.folio.due : 0)),
          onError: form.refused,
        }),
      )}
    >
      <h3 className="h6">Refund the guest</h3>
      <p className="small text-secondary">
        {paidAhead > 0
          ? `${formatInr(paidAhead)} was paid beyond what is owed. It goes back the way the guest paid.`
          : 'A refund now lowers the invoice: a credit note is issued for it, and it goes back the way the guest paid.'}
      </p>
      <FormAlert message={form.failure} />
      <FormField label="Amount to refund (₹)" className="mb-2" error={errors.amount?.message}>
        {(props) => <input {...props} inputMode="decimal" {...register('amount')} />}
      </FormField>
      <FormField label="Reason" className="mb-2" error={errors.reason?.message}>
        {(props) => <input {...props} maxLength={300} {...register('reason')} />}
      </FormField>
      <Button type="submit" variant="outline" busy={refund.isPending}>
        Refund
      </Button>
    </form>
  );
}

/** A stay's folio at the front desk: what is posted and due, a charge or discount, a payment, the invoices. */
export function FolioPanel({ reference, open }: { reference: string; open: boolean }) {
  const folio = useFolio(reference);
  // Here rather than in the form: the form goes once nothing is left to refund, its answer stays.
  const refund = useRefund(reference);
  if (folio.isPending) return <LoadingState label="Loading the folio…" skeleton="lines" />;
  if (folio.isError)
    return (
      <ErrorState
        title="We could not load the folio"
        message={folio.error.message}
        onRetry={() => void folio.refetch()}
      />
    );
  const { data } = folio;
  return (
    <>
      <FolioLines folio={data} />
      <dl className="row mb-3">
        {data.stay_to_post !== null && (
          <>
            <dt className="col-7 fw-normal">The stay, posted at check-in</dt>
            <dd className="col-5 text-end mb-1">{formatInr(data.stay_to_post)}</dd>
          </>
        )}
        <dt className="col-7">{data.due >= 0 ? 'Due' : 'Paid ahead'}</dt>
        <dd className="col-5 text-end fw-semibold mb-0" data-testid="folio-due">
          {formatInr(Math.abs(data.due))}
        </dd>
      </dl>
      {open && (
        <div className="row g-4">
          <div className="col-12 col-xl-6">
            <PaymentForm reference={reference} due={data.due} />
          </div>
          <div className="col-12 col-xl-6">
            <ChargeForm reference={reference} />
          </div>
        </div>
      )}
      {roleMay(signedInRole(), 'money') &&
        (data.due < 0 || data.invoices.some((invoice) => invoice.kind === 'invoice')) && (
          <div className="mt-3 mb-3">
            <RefundForm folio={data} refund={refund} />
          </div>
        )}
      {refund.isSuccess && (
        <p className="text-success-emphasis small mb-3" role="status">
          {refund.data.message}
        </p>
      )}
      <InvoiceList invoices={data.invoices} download={downloadInvoice} />
    </>
  );
}
