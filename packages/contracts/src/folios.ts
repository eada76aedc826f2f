import { z } from 'zod';
import { requiredText } from './account';
import { rupeesSchema } from './money-schema';
import { BOOKING_REFERENCE_PATTERN } from './stays';

// A stay's folio (what it has been charged, what was paid and what is owed) and the GST documents issued
// from it. Amounts are rupees that may carry paise; the API counts them in paise.

/** Services Accounting Codes on our invoices: accommodation, and food served in the hotel. */
export const SAC = { accommodation: '996311', food: '996331' } as const;
export type Sac = (typeof SAC)[keyof typeof SAC];

export const FOLIO_LINE_KINDS = ['night', 'food', 'charge', 'discount', 'payment', 'refund'] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];

export const PAYMENT_METHODS = ['razorpay', 'upi_transfer', 'cash', 'card', 'upi_desk'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Card or UPI online',
  upi_transfer: 'UPI transfer',
  cash: 'Cash at the hotel',
  card: 'Card at the hotel',
  upi_desk: 'UPI at the desk',
};
/** What the front desk records itself. */
export const DESK_PAYMENT_METHODS = ['cash', 'card', 'upi_desk'] as const;

/** What the front desk can charge to a stay, and how GST treats it. */
export const FOLIO_CATEGORIES = {
  stay: { label: 'Stay and services', sac: SAC.accommodation },
  food: { label: 'Food and drink', sac: SAC.food },
} as const;
export type FolioCategory = keyof typeof FOLIO_CATEGORIES;

export const folioLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLIO_LINE_KINDS),
  description: z.string(),
  /** 'YYYY-MM-DD': the night, the day served, or the day paid. */
  service_date: z.string(),
  sac: z.string().nullable(),
  rate_percent: z.number().nullable(),
  taxable: rupeesSchema,
  cgst: rupeesSchema,
  sgst: rupeesSchema,
  /** What the line adds to the balance: charges and refunds add, discounts and payments take away. */
  amount: rupeesSchema,
  reason: z.string().nullable(),
  posted_at: z.string(),
});
export type FolioLine = z.infer<typeof folioLineSchema>;

export const invoiceSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_on: z.string(),
  total: rupeesSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const folioSchema = z.object({
  reference: z.string(),
  lines: z.array(folioLineSchema),
  /** The sum of the lines: what is owed on the folio now (negative: paid ahead). */
  balance: rupeesSchema,
  /** The stay as booked, before its nights are posted at check-in (null once posted, or when cancelled). */
  stay_to_post: rupeesSchema.nullable(),
  /** What is left to pay: the balance plus the stay still to post. */
  due: rupeesSchema,
  invoices: z.array(invoiceSummarySchema),
});
export type Folio = z.infer<typeof folioSchema>;

export const FOLIO_MESSAGES = {
  amount: 'Enter an amount in rupees greater than zero, with at most two decimals.',
  reason: 'Give a reason for the discount.',
  description: 'Say what the charge is for.',
  reference: 'Enter the slip number or UTR of this payment.',
  notInHouse: 'Charges are posted to a stay that is booked or in house.',
  discountTooLarge: 'A discount cannot be more than what was charged in that category.',
  posted: 'Posted to the folio.',
  paymentRecorded: 'Payment recorded.',
  notSettled: (due: string) =>
    `The folio is not settled: ${due} is due. Record the payment first, or ask a manager to check out with a reason.`,
  overrideReason: 'Give the reason for checking out with the folio unsettled.',
  refundReason: 'Give the reason for the refund.',
  refunded: 'Refund recorded: the guest is paid back the way they paid.',
  nothingToRefund:
    'Nothing can be refunded: the guest has not paid more than is owed, and no invoice has been issued to credit.',
  refundTooLarge: (most: string) => `At most ${most} can be refunded on this stay.`,
} as const;

/** Rupees with at most two decimals, more than zero, at most ₹10,00,000. */
const amountSchema = z
  .number({ error: FOLIO_MESSAGES.amount })
  .positive(FOLIO_MESSAGES.amount)
  .max(1_000_000, FOLIO_MESSAGES.amount)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, FOLIO_MESSAGES.amount);

export const staffFolioParamsSchema = z.object({
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN, 'Not a booking reference.'),
});

export const staffFolioChargeRequestSchema = z
  .object({
    kind: z.enum(['charge', 'discount'], { error: 'Choose a charge or a discount.' }),
    category: z.enum(Object.keys(FOLIO_CATEGORIES) as [FolioCategory, ...FolioCategory[]], {
      error: 'Choose what the charge is for.',
    }),
    description: requiredText(FOLIO_MESSAGES.description, 120),
    /** Before GST: the taxable value. */
    amount: amountSchema,
    reason: z.string().trim().max(300).default(''),
  })
  .superRefine((value, context) => {
    if (value.kind === 'discount' && value.reason === '')
      context.addIssue({ code: 'custom', path: ['reason'], message: FOLIO_MESSAGES.reason });
  });
export type StaffFolioChargeRequest = z.input<typeof staffFolioChargeRequestSchema>;

/** How a payment taken at the hotel was made; a card slip or a UPI reference is kept to match the statement. */
const deskPaymentFields = {
  method: z.enum(DESK_PAYMENT_METHODS, { error: 'Choose how the guest paid.' }),
  reference: z.string().trim().max(40).default(''),
};
const slipOrUtrGiven = (value: { method: string; reference: string }, context: z.RefinementCtx) => {
  if (value.method !== 'cash' && value.reference === '')
    context.addIssue({ code: 'custom', path: ['reference'], message: FOLIO_MESSAGES.reference });
};

export const staffFolioPaymentRequestSchema = z
  .object({ ...deskPaymentFields, amount: amountSchema })
  .superRefine(slipOrUtrGiven);
export type StaffFolioPaymentRequest = z.input<typeof staffFolioPaymentRequestSchema>;

/** A food order paid on its own, taken when it is served: its total, in one payment. */
export const staffOrderPaymentRequestSchema = z.object(deskPaymentFields).superRefine(slipOrUtrGiven);
export type StaffOrderPaymentRequest = z.input<typeof staffOrderPaymentRequestSchema>;

export const ORDER_PAYMENT_MESSAGES = {
  roomCharge: 'This order is charged to the guest’s room: it is paid with the stay.',
  notServed: 'An order is paid when it is served: mark it ready first.',
  cancelled: 'A cancelled order cannot be paid.',
  alreadyPaid: 'This order is already paid.',
  paid: (number: string) => `Payment recorded. GST tax invoice ${number} is on its way to the guest.`,
  paidNotCancelled: 'A paid order cannot be cancelled.',
} as const;

/**
 * A manager's refund: what the guest is paid back, to the payments they made (latest first), and why. Before
 * the invoice it returns what was paid beyond what is owed; after it, a credit note lowers the invoice.
 */
export const staffFolioRefundRequestSchema = z.object({
  amount: amountSchema,
  reason: requiredText(FOLIO_MESSAGES.refundReason, 300),
});
export type StaffFolioRefundRequest = z.input<typeof staffFolioRefundRequestSchema>;

/** A manager's check-out of a stay whose folio is not settled: why. */
export const staffCheckOutOverrideRequestSchema = z.object({
  reason: requiredText(FOLIO_MESSAGES.overrideReason, 300),
});

export const folioPostedSchema = z.object({ message: z.string(), folio: folioSchema });

// ── Paying online ────────────────────────────────────────────────────────────────────────────────────────

export const PAYMENT_MESSAGES = {
  nothingDue: 'Nothing is due on this booking.',
  notPayable: 'Only a booking that is confirmed and not yet checked out can be paid.',
  providerUnavailable: 'Paying online is not available just now. Please pay by UPI or at the hotel.',
  signature: 'We could not confirm this payment. Nothing was charged to the booking; please try again.',
  notCaptured: 'The payment has not gone through yet. If money left your account, it will show here shortly.',
  paid: 'Payment received. Thank you.',
  utr: 'Enter the 12-digit UTR (the UPI reference) from your payment app.',
  utrUsed: 'This UTR has already been reported.',
  transferReported: 'Thank you: the front desk will confirm your transfer against the bank statement.',
  transferWaiting: 'Your last transfer is still waiting for the front desk to confirm it.',
  transferConfirmed: 'Transfer confirmed.',
  transferRejected: 'Transfer marked as not received.',
  rejectReason: 'Say why the transfer is not confirmed.',
  notPending: 'This payment is not waiting for confirmation.',
  paidBack: 'Marked as paid back.',
  refundNotPending: 'This refund is not waiting to be paid back.',
} as const;

/** How a guest can pay what is due: the methods offered and, for a UPI transfer, where to send it. */
export const paymentOptionsSchema = z.object({
  reference: z.string(),
  due: rupeesSchema,
  /**
   * What is asked now, and what paying online or by UPI pays: while the booking is held for what is paid when
   * booking, the rest of that; otherwise all that is due.
   */
  due_now: rupeesSchema,
  /** Online checkout, only when the hotel's provider keys are set. */
  online: z.object({ key_id: z.string(), script_url: z.string() }).nullable(),
  upi: z.object({
    /** The hotel's UPI address and name, and the intent link with the amount and the booking's reference. */
    vpa: z.string(),
    payee: z.string(),
    link: z.string(),
    /** The link as a QR code (an SVG document) for a phone to scan. */
    qr_svg: z.string(),
  }),
  /** UPI transfers reported and not yet confirmed by the front desk. */
  pending_transfers: z.array(z.object({ id: z.number().int(), amount: rupeesSchema, utr: z.string() })),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** What the browser opens the provider's checkout with. */
export const onlinePaymentOrderSchema = z.object({
  order_id: z.string(),
  /** Paise, as the checkout takes it. */
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  key_id: z.string(),
  script_url: z.string(),
  description: z.string(),
});
export type OnlinePaymentOrder = z.infer<typeof onlinePaymentOrderSchema>;

/** The checkout's answer, as its success handler hands it over. */
export const onlinePaymentConfirmRequestSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});

export const upiTransferRequestSchema = z.object({
  utr: z
    .string()
    .trim()
    .regex(/^\d{12}$/, PAYMENT_MESSAGES.utr),
});

export const paymentAnswerSchema = z.object({ message: z.string(), folio: folioSchema });

export const pendingPaymentSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  guest_name: z.string(),
  amount: rupeesSchema,
  utr: z.string(),
  reported_at: z.string(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

export const pendingPaymentsResponseSchema = z.object({ data: z.array(pendingPaymentSchema) });
export const staffPaymentParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const staffRejectPaymentRequestSchema = z.object({
  reason: requiredText(PAYMENT_MESSAGES.rejectReason, 300),
});
export const staffPaymentAnswerSchema = z.object({ message: z.string() });

/** A refund to a way paid at the hotel (cash, card, UPI) that the desk still has to pay back. */
export const deskRefundSchema = z.object({
  id: z.number().int(),
  booking_reference: z.string(),
  guest_name: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: rupeesSchema,
  reason: z.string(),
  recorded_at: z.string(),
  /** An online refund the provider could not make: the desk returns the money another way. */
  provider_failed: z.boolean(),
});
export type DeskRefund = z.infer<typeof deskRefundSchema>;
export const deskRefundsResponseSchema = z.object({ data: z.array(deskRefundSchema) });
export const staffRefundParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An invoice's number in a URL (its slashes as dashes: `invoiceSlug`). */
export const INVOICE_SLUG_PATTERN = /^[A-Z]{1,3}-\d{2}-\d{2}-\d{6}$/;
export const invoiceSlugSchema = z.string().regex(INVOICE_SLUG_PATTERN, 'Not an invoice number.');
export const guestInvoiceParamsSchema = z.object({
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN, 'Not a booking reference.'),
  number: invoiceSlugSchema,
});
export const staffInvoiceParamsSchema = z.object({ number: invoiceSlugSchema });

// ── The desk's day and the accountant's register ─────────────────────────────────────────────────────────

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.');

export const cashUpQuerySchema = z.object({ date: isoDay.optional() });
export const cashUpSchema = z.object({
  date: z.string(),
  methods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      label: z.string(),
      count: z.number().int(),
      total: rupeesSchema,
    }),
  ),
  refunds: z.object({ count: z.number().int(), total: rupeesSchema }),
  /** Payments less refunds. */
  net: rupeesSchema,
});
export type CashUp = z.infer<typeof cashUpSchema>;

export const invoiceRegisterQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'To must be on or after From.',
  });
export type InvoiceRegisterQuery = z.input<typeof invoiceRegisterQuerySchema>;

export const invoiceRegisterRowSchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_on: z.string(),
  booking_reference: z.string(),
  buyer: z.string(),
  buyer_gstin: z.string().nullable(),
  /** B2B when the buyer gave a GSTIN, else B2C. */
  supply: z.enum(['B2B', 'B2C']),
  credit_for: z.string().nullable(),
  taxable: rupeesSchema,
  cgst: rupeesSchema,
  sgst: rupeesSchema,
  total: rupeesSchema,
});
export type InvoiceRegisterRow = z.infer<typeof invoiceRegisterRowSchema>;

export const invoiceRegisterSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(invoiceRegisterRowSchema),
  totals: z.object({ taxable: rupeesSchema, cgst: rupeesSchema, sgst: rupeesSchema, total: rupeesSchema }),
});
export type InvoiceRegister = z.infer<typeof invoiceRegisterSchema>;
