import {
  type DeskRefund,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PendingPayment,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { paymentLine, refundLine } from '../lib/folio';
import { foliosRepository } from './folios-repository';
import { isoTimestamp } from './paging';

interface PaymentRow {
  id: number;
  stay_booking_id: number;
  method: PaymentMethod;
  status: 'pending' | 'captured' | 'failed';
  amount_paise: number;
  reference: string | null;
  provider_order_id: string | null;
}

export type CaptureOutcome = 'captured' | 'already' | 'not-found';

/** One payment's part of a refund: online ones go back through the provider, the rest at the desk. */
export interface RefundPart {
  refundId: number;
  method: PaymentMethod;
  amountPaise: number;
}

/** How a refund reads on the folio: to the way the guest paid. */
const REFUND_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Refund to the card or UPI account paid with online',
  upi_transfer: 'Refund by UPI to the account that paid',
  cash: 'Refund in cash',
  card: 'Refund to the card paid with at the hotel',
  upi_desk: 'Refund by UPI to the account that paid',
};

/**
 * Payments towards stays: started online (an order at the provider, or a UPI transfer the guest reports) and
 * captured once — by the checkout's answer, the provider's webhook, or the front desk's confirmation, which
 * may arrive in any order and more than once. Writes run in the caller's transaction.
 */
/** Refunds (`r`, of payment `p`) for the desk to pay back: to ways paid at the hotel, or online ones that failed. */
const FOR_THE_DESK = `((r.status = 'pending' AND p.method <> 'razorpay') OR (r.status = 'failed' AND p.method = 'razorpay'))`;

export function paymentsRepository(db: Db) {
  const byId = async (id: number) =>
    (
      await db.query<PaymentRow>(
        `SELECT id, stay_booking_id, method, status, amount_paise, reference, provider_order_id
         FROM payments WHERE id = $1 FOR UPDATE`,
        [id],
      )
    )[0];

  /**
   * Marks a pending (or failed) payment captured and posts it to the stay's folio, once: a second capture of
   * the same payment finds it captured and changes nothing.
   */
  const capture = async (
    payment: PaymentRow,
    { reference, by, day }: { reference: string | null; by: number | null; day: string },
  ): Promise<CaptureOutcome> => {
    if (payment.status === 'captured') return 'already';
    await db.query(
      `UPDATE payments SET status = 'captured', reference = coalesce($2, reference), confirmed_by = $3,
         confirmed_at = now()
       WHERE id = $1`,
      [payment.id, reference, by],
    );
    const folios = foliosRepository(db);
    const label = PAYMENT_METHOD_LABELS[payment.method];
    const shown = reference ?? payment.reference;
    await folios.post(
      await folios.folioOf(payment.stay_booking_id),
      [paymentLine(shown ? `${label} (${shown})` : label, day, payment.amount_paise, payment.id)],
      by,
    );
    return 'captured';
  };

  /** What of the stay's captured payments has not been refunded yet (paise). */
  const unrefunded = async (stayBookingId: number): Promise<number> => {
    const [row] = await db.query<{ paise: number }>(
      `SELECT coalesce(sum(amount_paise - refunded_paise), 0)::bigint AS paise FROM payments
       WHERE stay_booking_id = $1 AND status = 'captured'`,
      [stayBookingId],
    );
    return row?.paise ?? 0;
  };

  return {
    capture,

    /**
     * While the stay is held for what is paid when booking (its policy's deposit), what of that is still to
     * pay (paise, 0 once paid); null when it is not held.
     */
    depositLeft: async (stayBookingId: number): Promise<number | null> => {
      const [held] = await db.query<{ deposit: number }>(
        `SELECT coalesce((policy ->> 'deposit')::numeric, 0) AS deposit FROM stay_bookings
         WHERE id = $1 AND pay_by IS NOT NULL`,
        [stayBookingId],
      );
      if (!held) return null;
      return Math.max(0, toPaise(held.deposit) - (await unrefunded(stayBookingId)));
    },

    unrefunded,

    /**
     * Refunds `amountPaise` of the stay's captured payments, the latest first, each part to the way it was
     * paid, and posts each part to the folio. Online parts are `pending` until the provider has them (the
     * caller queues them); a part paid at the hotel is paid back there and then when `handedOver` (a manager's
     * refund with the guest at the desk), or else waits on the desk's list to be paid back (any cancellation:
     * the guest's own, or one the hotel records, a no-show among them). The caller checks the amount is due
     * back.
     */
    refund: async (
      stayBookingId: number,
      amountPaise: number,
      {
        reason,
        by,
        day,
        handedOver,
      }: { reason: string; by: number | null; day: string; handedOver: boolean },
    ): Promise<RefundPart[]> => {
      const payments = await db.query<{ id: number; method: PaymentMethod; left_paise: number }>(
        `SELECT id, method, amount_paise - refunded_paise AS left_paise FROM payments
         WHERE stay_booking_id = $1 AND status = 'captured' AND amount_paise > refunded_paise
         ORDER BY confirmed_at DESC, id DESC FOR UPDATE`,
        [stayBookingId],
      );
      const folios = foliosRepository(db);
      const folioId = await folios.folioOf(stayBookingId);
      const parts: RefundPart[] = [];
      let left = amountPaise;
      for (const payment of payments) {
        if (left === 0) break;
        const part = Math.min(left, payment.left_paise);
        left -= part;
        const [refund] = await db.query<{ id: number }>(
          `INSERT INTO refunds (payment_id, amount_paise, reason, status, recorded_by)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [
            payment.id,
            part,
            reason,
            payment.method === 'razorpay' || !handedOver ? 'pending' : 'processed',
            by,
          ],
        );
        if (!refund) throw new Error('The refund was not recorded');
        await db.query('UPDATE payments SET refunded_paise = refunded_paise + $2 WHERE id = $1', [
          payment.id,
          part,
        ]);
        await folios.post(folioId, [refundLine(REFUND_LABELS[payment.method], day, part, refund.id)], by);
        parts.push({ refundId: refund.id, method: payment.method, amountPaise: part });
      }
      if (left > 0) throw new Error(`Only ${amountPaise - left} of ${amountPaise} paise could be refunded`);
      return parts;
    },

    /**
     * Refunds the desk still has to pay back, oldest first: to ways paid at the hotel, and online ones the
     * provider could not make (the card or account closed), which the desk returns another way.
     */
    deskRefundsToPay: async (): Promise<DeskRefund[]> => {
      const rows = await db.query<{
        id: number;
        reference: string;
        guest_name: string;
        method: PaymentMethod;
        amount_paise: number;
        reason: string;
        created_at: string;
      }>(
        `SELECT r.id, b.reference, b.guest_name, p.method, r.amount_paise, r.reason,
                ${isoTimestamp('r.created_at')} AS created_at
         FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN stay_bookings b ON b.id = p.stay_booking_id
         WHERE ${FOR_THE_DESK} ORDER BY r.created_at, r.id`,
      );
      return rows.map((row) => ({
        id: row.id,
        booking_reference: row.reference,
        guest_name: row.guest_name,
        method: row.method,
        amount: toRupees(row.amount_paise),
        reason: row.reason,
        recorded_at: row.created_at,
        provider_failed: row.method === 'razorpay',
      }));
    },

    /** Marks a refund the desk had to pay paid back by `by`; the booking's reference, or null when it was not. */
    paidBack: async (refundId: number, by: number): Promise<string | null> =>
      (
        await db.query<{ reference: string }>(
          `UPDATE refunds r SET status = 'processed', recorded_by = $2, paid_back_at = now()
           FROM payments p JOIN stay_bookings b ON b.id = p.stay_booking_id
           WHERE r.id = $1 AND p.id = r.payment_id AND ${FOR_THE_DESK}
           RETURNING b.reference`,
          [refundId, by],
        )
      )[0]?.reference ?? null,

    /** An online refund the provider never took, after every retry: the desk pays it back another way. */
    providerRefundFailed: async (refundId: number) => {
      await db.query(
        `UPDATE refunds SET status = 'failed' WHERE id = $1 AND status = 'pending' AND provider_refund_id IS NULL`,
        [refundId],
      );
    },

    /** A refund to hand to the provider: the provider's payment it returns money from, and how much. */
    providerRefund: async (refundId: number) =>
      (
        await db.query<{
          id: number;
          amount_paise: number;
          status: 'pending' | 'processed' | 'failed';
          provider_refund_id: string | null;
          payment_reference: string | null;
        }>(
          `SELECT r.id, r.amount_paise, r.status, r.provider_refund_id, p.reference AS payment_reference
           FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1 AND p.method = 'razorpay'`,
          [refundId],
        )
      )[0],

    /**
     * What the provider says of a refund: its id and state, kept once. A webhook may bring it before the
     * provider's answer to our request does: either finds the refund by our id (the receipt) or its own.
     */
    providerRefunded: async (
      refundId: number,
      { providerRefundId, status }: { providerRefundId: string; status: 'pending' | 'processed' | 'failed' },
    ) => {
      await db.query(
        `UPDATE refunds SET provider_refund_id = coalesce(provider_refund_id, $2),
           status = CASE WHEN status = 'pending' THEN $3 ELSE status END
         WHERE id = $1`,
        [refundId, providerRefundId, status],
      );
    },

    /** A payment of the stay started online: pending until it is captured. */
    start: async (
      stayBookingId: number,
      start: {
        method: 'razorpay' | 'upi_transfer';
        amountPaise: number;
        providerOrderId?: string;
        reference?: string;
      },
    ): Promise<number> => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO payments (stay_booking_id, method, status, amount_paise, provider_order_id, reference)
         VALUES ($1, $2, 'pending', $3, $4, $5) RETURNING id`,
        [
          stayBookingId,
          start.method,
          start.amountPaise,
          start.providerOrderId ?? null,
          start.reference ?? null,
        ],
      );
      if (!row) throw new Error('The payment was not started');
      return row.id;
    },

    /** The stay's payment made against a provider's order, locked for this transaction. */
    byProviderOrder: async (stayBookingId: number | null, orderId: string) =>
      (
        await db.query<PaymentRow>(
          `SELECT id, stay_booking_id, method, status, amount_paise, reference, provider_order_id
           FROM payments WHERE provider_order_id = $1 AND ($2::int IS NULL OR stay_booking_id = $2) FOR UPDATE`,
          [orderId, stayBookingId],
        )
      )[0],

    byId,

    /** An online attempt that did not go through; a later success on the same order still captures it. */
    fail: async (payment: PaymentRow): Promise<void> => {
      await db.query(`UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [
        payment.id,
      ]);
    },

    /** Records a provider's event once; false when it was already recorded (a replay changes nothing). */
    firstDelivery: async (provider: string, eventId: string, type: string): Promise<boolean> =>
      (
        await db.query(
          `INSERT INTO payment_events (provider, event_id, type) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [provider, eventId, type],
        )
      ).length === 1,

    /** UPI transfers the guests reported, waiting for the front desk to find them on the bank statement. */
    pendingTransfers: async (): Promise<PendingPayment[]> => {
      const rows = await db.query<{
        id: number;
        reference: string;
        guest_name: string;
        amount_paise: number;
        utr: string | null;
        created_at: string;
      }>(
        `SELECT p.id, b.reference, b.guest_name, p.amount_paise, p.reference AS utr,
                ${isoTimestamp('p.created_at')} AS created_at
         FROM payments p JOIN stay_bookings b ON b.id = p.stay_booking_id
         WHERE p.method = 'upi_transfer' AND p.status = 'pending' ORDER BY p.created_at, p.id`,
      );
      return rows.map((row) => ({
        id: row.id,
        booking_reference: row.reference,
        guest_name: row.guest_name,
        amount: toRupees(row.amount_paise),
        utr: row.utr ?? '',
        reported_at: row.created_at,
      }));
    },

    /** The guest's own payments of a stay still waiting (a UPI transfer reported), for the booking page. */
    pendingOf: async (stayBookingId: number) =>
      db.query<{ id: number; method: PaymentMethod; amount_paise: number; reference: string | null }>(
        `SELECT id, method, amount_paise, reference FROM payments
         WHERE stay_booking_id = $1 AND status = 'pending' AND method = 'upi_transfer' ORDER BY id`,
        [stayBookingId],
      ),
  };
}
