import { FOLIO_MESSAGES, formatInr, SAC, toPaise, toRupees } from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { foliosRepository, type FolioStay } from '../repositories/folios-repository';
import { paymentsRepository } from '../repositories/payments-repository';
import { creditNoteLines, taxableWithin, taxedLine } from './folio';
import { FieldError, HttpError } from './http-errors';

/** Refunds the stay's payments, latest first, and queues the online parts for the provider. */
async function payBack(
  app: FastifyInstance,
  tx: Db,
  stayBookingId: number,
  amountPaise: number,
  meta: { reason: string; by: number | null; day: string; handedOver: boolean },
) {
  const parts = await paymentsRepository(tx).refund(stayBookingId, amountPaise, meta);
  await app.refunds.enqueue(
    tx,
    parts.filter((part) => part.method === 'razorpay').map((part) => part.refundId),
  );
}

export interface RefundDone {
  /** What was paid back, in paise. */
  refundedPaise: number;
  /** The credit note issued with it, when the refund lowered an invoice. */
  creditNote: string | null;
}

/**
 * Pays a guest back, in the caller's transaction: what they paid beyond what is owed (before the invoice, or
 * an overpayment after it), or else a part of the invoice, which a credit note then lowers by exactly what is
 * refunded. Each part goes back the way it was paid (the latest payments first); online parts are queued for
 * the provider. A 409 when nothing can be refunded, a 400 naming the most when asked for more.
 */
export async function refundStay(
  app: FastifyInstance,
  tx: Db,
  stay: FolioStay,
  refund: { amountPaise: number; reason: string; by: number | null; day: string },
): Promise<RefundDone> {
  const folios = foliosRepository(tx);
  const payments = paymentsRepository(tx);
  const folioId = await folios.folioOf(stay.id);
  await tx.query('SELECT id FROM folios WHERE id = $1 FOR UPDATE', [folioId]);
  const due = toPaise((await folios.view(stay)).due);
  const unrefunded = await payments.unrefunded(stay.id);
  const creditable = due < 0 ? null : await folios.creditable(stay.id);
  const invoiced = creditable?.groups.reduce((sum, group) => sum + Math.max(0, group.totalPaise), 0) ?? 0;
  const most = Math.min(unrefunded, due < 0 ? -due : invoiced);
  if (most <= 0) throw new HttpError(409, FOLIO_MESSAGES.nothingToRefund);
  if (refund.amountPaise > most)
    throw new FieldError(400, { amount: FOLIO_MESSAGES.refundTooLarge(formatInr(toRupees(most))) });

  let amountPaise = refund.amountPaise;
  let creditNote: string | null = null;
  if (creditable && due >= 0) {
    const lines = creditNoteLines(creditable.groups, amountPaise, refund.day);
    const issued = await folios.issueCreditNote(
      stay.id,
      { invoiceId: creditable.invoiceId, lines, reason: refund.reason, day: refund.day },
      refund.by,
    );
    creditNote = issued.number;
    amountPaise = issued.totalPaise;
  }
  await payBack(app, tx, stay.id, amountPaise, { ...refund, handedOver: refund.by !== null });
  return { refundedPaise: amountPaise, creditNote };
}

/**
 * The money of a stay cancelled (or not arrived) for `feeRupees`: the fee is kept out of what was paid (posted
 * as a charge with its GST, and invoiced), the rest refunded the way it was paid. A stay paid nothing is left
 * as it is: the fee is then only what the booking says, as before payments were taken. Returns what is
 * refunded, in paise.
 */
export async function settleCancelledStay(
  app: FastifyInstance,
  tx: Db,
  stay: FolioStay,
  { feeRupees, by, day }: { feeRupees: number; by: number | null; day: string },
): Promise<number> {
  const folios = foliosRepository(tx);
  const payments = paymentsRepository(tx);
  const paid = await payments.unrefunded(stay.id);
  if (paid <= 0) return 0;
  const folioId = await folios.folioOf(stay.id);
  const kept = Math.min(toPaise(feeRupees), paid);
  if (kept > 0) {
    const ratePercent = stay.price.nights[0]?.taxes[0]?.rate_percent ?? 18;
    const fee = taxedLine(
      'charge',
      `Cancellation fee under the booking's policy`,
      day,
      SAC.accommodation,
      ratePercent,
      taxableWithin(kept, ratePercent),
    );
    await folios.post(folioId, [fee], by);
    await folios.issueInvoice({ stayBookingId: stay.id }, await folios.buyerOf(stay.id), day);
  }
  const owedBack = -(await folios.balanceOf(folioId));
  if (owedBack <= 0) return 0;
  await payBack(app, tx, stay.id, owedBack, {
    reason: 'The booking was cancelled: what its policy does not keep is refunded.',
    by,
    day,
    // Nobody hands money over at a cancel: what goes back to a way paid at the hotel waits for the desk.
    handedOver: false,
  });
  return owedBack;
}
