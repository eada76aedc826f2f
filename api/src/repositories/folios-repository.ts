import {
  type Folio,
  type FolioLine,
  type InvoiceSummary,
  type PaymentMethod,
  type Sac,
  type StayPrice,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import {
  type CreditableGroup,
  documentOf,
  financialYear,
  invoiceDraft,
  type InvoiceDraft,
  type InvoiceLineDraft,
  invoiceNumber,
  type NewFolioLine,
  nightLines,
  paymentLine,
  taxedLine,
} from '../lib/folio';
import { isoTimestamp } from './paging';

interface LineRow {
  id: number;
  kind: FolioLine['kind'];
  description: string;
  service_date: string;
  sac: string | null;
  rate_percent: number | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  amount_paise: number;
  reason: string | null;
  posted_at: string;
}

const toLine = (row: LineRow): FolioLine => ({
  id: row.id,
  kind: row.kind,
  description: row.description,
  service_date: row.service_date,
  sac: row.sac,
  rate_percent: row.rate_percent,
  taxable: toRupees(row.taxable_paise),
  cgst: toRupees(row.cgst_paise),
  sgst: toRupees(row.sgst_paise),
  amount: toRupees(row.amount_paise),
  reason: row.reason,
  posted_at: row.posted_at,
});

const toDraftLine = (row: LineRow): NewFolioLine => ({
  kind: row.kind,
  description: row.description,
  serviceDate: row.service_date,
  sac: row.sac as NewFolioLine['sac'],
  ratePercent: row.rate_percent,
  taxablePaise: row.taxable_paise,
  cgstPaise: row.cgst_paise,
  sgstPaise: row.sgst_paise,
  amountPaise: row.amount_paise,
});

/** The stay a folio belongs to, as far as its money goes. */
export interface FolioStay {
  id: number;
  reference: string;
  state: string;
  total: number;
  price: StayPrice;
  room_type_title: string;
}

/** Who the invoice is made out to. */
export interface InvoiceBuyer {
  name: string;
  company: string | null;
  address: string | null;
  gstin: string | null;
}

export interface InvoiceLineRecord {
  position: number;
  description: string;
  sac: string;
  service_date: string;
  rate_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
}

/** An issued GST document as it was printed: the seller and buyer then, its lines and totals. */
export interface InvoiceRecord {
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_on: string;
  seller: { legal_name: string; address: string; gstin: string; state_name: string; state_code: string };
  buyer_name: string;
  buyer_company: string | null;
  buyer_address: string | null;
  buyer_gstin: string | null;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
  reason: string | null;
  /** The booking, or the food order, it was issued for. */
  booking_reference: string;
  source: 'stay' | 'order';
  /** The guest's account. */
  guest_id: number;
  /** A credit note's invoice, and its date. */
  credit_for: string | null;
  credit_for_date: string | null;
  lines: InvoiceLineRecord[];
}

export interface RegisterRow {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_on: string;
  booking_reference: string;
  buyer: string;
  buyer_gstin: string | null;
  place_of_supply: string;
  credit_for: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
}

export type CheckOutSettlement = { settled: true } | { settled: false; duePaise: number };

/** Whose folio: a stay's, or a food order's paid on its own. */
export type FolioOwner = { stayBookingId: number } | { orderId: number };

/** The folio's owner as its column and id. */
const ownerColumn = (owner: FolioOwner): ['stay_booking_id' | 'order_id', number] =>
  'orderId' in owner ? ['order_id', owner.orderId] : ['stay_booking_id', owner.stayBookingId];

/** Invoices with the booking or the food order they were issued for, and its guest. */
const INVOICES_WITH_SOURCE = `invoices i JOIN folios f ON f.id = i.folio_id
  LEFT JOIN stay_bookings b ON b.id = f.stay_booking_id LEFT JOIN orders o ON o.id = f.order_id`;

/**
 * Folios, their lines and the invoices issued from them. Every write here runs inside the caller's
 * transaction (`db` is then that transaction), beside the change that caused it and its audit row.
 */
export function foliosRepository(db: Db) {
  /** The folio of a stay or of a food order, made on first use. */
  const folioFor = async (owner: FolioOwner): Promise<number> => {
    const [column, id] = ownerColumn(owner);
    const [made] = await db.query<{ id: number }>(
      `INSERT INTO folios (${column}) VALUES ($1) ON CONFLICT (${column}) DO NOTHING RETURNING id`,
      [id],
    );
    if (made) return made.id;
    const [found] = await db.query<{ id: number }>(`SELECT id FROM folios WHERE ${column} = $1`, [id]);
    if (!found) throw new Error(`No folio for ${column} ${id}`);
    return found.id;
  };
  /** The stay's folio, made on first use. */
  const folioOf = (stayBookingId: number) => folioFor({ stayBookingId });

  const post = async (folioId: number, lines: readonly NewFolioLine[], by: number | null) => {
    for (const line of lines) {
      await db.query(
        `INSERT INTO folio_lines (folio_id, kind, description, service_date, sac, rate_percent, taxable_paise,
           cgst_paise, sgst_paise, amount_paise, reason, payment_id, refund_id, order_id, posted_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          folioId,
          line.kind,
          line.description,
          line.serviceDate,
          line.sac,
          line.ratePercent,
          line.taxablePaise,
          line.cgstPaise,
          line.sgstPaise,
          line.amountPaise,
          line.reason ?? null,
          line.paymentId ?? null,
          line.refundId ?? null,
          line.orderId ?? null,
          by,
        ],
      );
    }
  };

  const lineRows = (folioId: number) =>
    db.query<LineRow>(
      `SELECT id, kind, description, service_date, sac, rate_percent, taxable_paise, cgst_paise, sgst_paise,
              amount_paise, reason, ${isoTimestamp('posted_at')} AS posted_at
       FROM folio_lines WHERE folio_id = $1 ORDER BY id`,
      [folioId],
    );

  const balanceOf = async (folioId: number): Promise<number> => {
    const [row] = await db.query<{ balance_paise: number }>(
      'SELECT balance_paise FROM folios WHERE id = $1',
      [folioId],
    );
    return row?.balance_paise ?? 0;
  };

  const hasNights = async (folioId: number): Promise<boolean> =>
    (
      await db.query('SELECT 1 FROM folio_lines WHERE folio_id = $1 AND kind = $2 LIMIT 1', [
        folioId,
        'night',
      ])
    ).length > 0;

  /** The stay as booked, not yet posted: owed, though not on the folio until the guest arrives. */
  const stayToPostPaise = async (stay: FolioStay, folioId: number): Promise<number | null> =>
    stay.state === 'booked' && !(await hasNights(folioId)) ? toPaise(stay.total) : null;

  const invoiceLines = (invoiceId: number) =>
    db.query<InvoiceLineRecord>(
      `SELECT position, description, sac, service_date, rate_percent, taxable_paise, cgst_paise, sgst_paise,
              total_paise
       FROM invoice_lines WHERE invoice_id = $1 ORDER BY position`,
      [invoiceId],
    );

  /**
   * Issues a GST document: the next number of the financial year of `day` (the series row is locked until
   * this transaction ends, so numbers are consecutive and never shared), the seller as the hotel's legal
   * identity reads now, the buyer, and the lines. `tx` must be a transaction: its header and its lines are
   * checked together when it ends.
   */
  const issue = async (
    tx: Db,
    document: {
      folioId: number;
      draft: InvoiceDraft;
      buyer: InvoiceBuyer;
      day: string;
      creditFor?: number;
      reason?: string;
    },
  ): Promise<string> => {
    const { draft, buyer } = document;
    const year = financialYear(document.day);
    await tx.query('INSERT INTO invoice_series (financial_year) VALUES ($1) ON CONFLICT DO NOTHING', [year]);
    const [series] = await tx.query<{ last_number: number }>(
      `UPDATE invoice_series SET last_number = last_number + 1 WHERE financial_year = $1 RETURNING last_number`,
      [year],
    );
    const [seller] = await tx.query<{
      legal_name: string;
      address: string;
      gstin: string;
      state_name: string;
      state_code: string;
      invoice_prefix: string;
    }>('SELECT legal_name, address, gstin, state_name, state_code, invoice_prefix FROM hotel_legal_identity');
    if (!series || !seller) throw new Error('The invoice series or the hotel’s legal identity is missing');
    const number = invoiceNumber(seller.invoice_prefix, year, series.last_number);
    const [invoice] = await tx.query<{ id: number }>(
      `INSERT INTO invoices (number, financial_year, serial, kind, credit_for, reason, folio_id, issued_on, seller,
         buyer_name, buyer_company, buyer_address, buyer_gstin, place_of_supply, taxable_paise, cgst_paise,
         sgst_paise, total_paise)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        number,
        year,
        series.last_number,
        document.creditFor === undefined ? 'invoice' : 'credit_note',
        document.creditFor ?? null,
        document.reason ?? null,
        document.folioId,
        document.day,
        JSON.stringify(seller),
        buyer.name,
        buyer.company,
        buyer.address,
        buyer.gstin,
        `${seller.state_name} (${seller.state_code})`,
        draft.taxablePaise,
        draft.cgstPaise,
        draft.sgstPaise,
        draft.totalPaise,
      ],
    );
    if (!invoice) throw new Error('The invoice was not issued');
    let position = 0;
    for (const line of draft.lines) {
      position += 1;
      await tx.query(
        `INSERT INTO invoice_lines (invoice_id, position, description, sac, service_date, rate_percent,
           taxable_paise, cgst_paise, sgst_paise, total_paise)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          invoice.id,
          position,
          line.description,
          line.sac,
          line.serviceDate,
          line.ratePercent,
          line.taxablePaise,
          line.cgstPaise,
          line.sgstPaise,
          line.totalPaise,
        ],
      );
    }
    return number;
  };

  return {
    folioOf,
    folioFor,
    post,
    balanceOf,
    lineRows,

    /** Invoices and credit notes issued from `from` to `to` (days, inclusive), in their series' order. */
    register: (from: string, to: string) =>
      db.query<RegisterRow>(
        `SELECT i.id, i.number, i.kind, i.issued_on, coalesce(b.reference, o.reference) AS booking_reference,
                coalesce(i.buyer_company, i.buyer_name) AS buyer, i.buyer_gstin, i.place_of_supply,
                (SELECT c.number FROM invoices c WHERE c.id = i.credit_for) AS credit_for,
                i.taxable_paise, i.cgst_paise, i.sgst_paise, i.total_paise
         FROM ${INVOICES_WITH_SOURCE}
         WHERE i.issued_on BETWEEN $1 AND $2
         ORDER BY i.financial_year, i.serial`,
        [from, to],
      ),

    /** The lines of those documents by SAC and rate: what GSTR-1's rate-wise and SAC summaries add up. */
    registerLines: (from: string, to: string) =>
      db.query<{
        invoice_id: number;
        sac: string;
        rate_percent: number;
        taxable_paise: number;
        tax_paise: number;
        cgst_paise: number;
        sgst_paise: number;
      }>(
        `SELECT l.invoice_id, l.sac, l.rate_percent, sum(l.taxable_paise)::bigint AS taxable_paise,
                sum(l.cgst_paise + l.sgst_paise)::bigint AS tax_paise, sum(l.cgst_paise)::bigint AS cgst_paise,
                sum(l.sgst_paise)::bigint AS sgst_paise
         FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
         WHERE i.issued_on BETWEEN $1 AND $2
         GROUP BY l.invoice_id, l.sac, l.rate_percent`,
        [from, to],
      ),

    /** The payments captured on `day` (the hotel's day) by method, and the refunds made that day. */
    cashUp: async (day: string) => {
      const methods = await db.query<{ method: PaymentMethod; count: number; total_paise: number }>(
        `SELECT method, count(*)::int AS count, sum(amount_paise)::bigint AS total_paise FROM payments
         WHERE status = 'captured' AND (confirmed_at AT TIME ZONE 'Asia/Kolkata')::date = $1
         GROUP BY method ORDER BY method`,
        [day],
      );
      const [refunds] = await db.query<{ count: number; total_paise: number }>(
        // Refunds made that day: online ones sent to the provider, and those paid back at the desk.
        `SELECT count(*)::int AS count, coalesce(sum(r.amount_paise), 0)::bigint AS total_paise
         FROM refunds r JOIN payments p ON p.id = r.payment_id
         WHERE (r.status = 'processed' OR (r.status = 'pending' AND p.method = 'razorpay'))
           AND (coalesce(r.paid_back_at, r.created_at) AT TIME ZONE 'Asia/Kolkata')::date = $1`,
        [day],
      );
      return { methods, refunds: refunds ?? { count: 0, total_paise: 0 } };
    },

    /**
     * An issued invoice or credit note with its lines, by its number written with dashes for a URL
     * (HJ-26-27-000123 for HJ/26-27/000123); `stayOwner` limits it to that guest's stays.
     */
    invoice: async (slug: string, stayOwner?: number): Promise<InvoiceRecord | undefined> => {
      const [header] = await db.query<Omit<InvoiceRecord, 'lines'> & { id: number }>(
        `SELECT i.id, i.number, i.kind, i.issued_on, i.seller, i.buyer_name, i.buyer_company, i.buyer_address,
                i.buyer_gstin, i.place_of_supply, i.taxable_paise, i.cgst_paise, i.sgst_paise, i.total_paise,
                i.reason, coalesce(b.reference, o.reference) AS booking_reference,
                CASE WHEN f.order_id IS NULL THEN 'stay' ELSE 'order' END AS source,
                coalesce(b.user_id, o.user_id) AS guest_id,
                (SELECT c.number FROM invoices c WHERE c.id = i.credit_for) AS credit_for,
                (SELECT c.issued_on FROM invoices c WHERE c.id = i.credit_for) AS credit_for_date
         FROM ${INVOICES_WITH_SOURCE}
         WHERE replace(i.number, '/', '-') = $1 AND ($2::int IS NULL OR coalesce(b.user_id, o.user_id) = $2)`,
        [slug, stayOwner ?? null],
      );
      if (!header) return undefined;
      const { id, ...rest } = header;
      return { ...rest, lines: await invoiceLines(id) };
    },

    /** The stay of a booking reference, or of one of its booked rooms, as far as its money goes. */
    stayOf: async (by: { reference: string } | { bookedRoomId: number }): Promise<FolioStay | undefined> => {
      const [row] = await db.query<FolioStay>(
        `SELECT b.id, b.reference, b.state, b.total, b.price, t.title AS room_type_title
         FROM stay_bookings b JOIN room_types t ON t.id = b.room_type_id
         WHERE ${'reference' in by ? 'b.reference = $1' : 'b.id = (SELECT stay_booking_id FROM hotel_reservations WHERE id = $1)'}`,
        ['reference' in by ? by.reference : by.bookedRoomId],
      );
      return row;
    },

    /** Who the stay's invoice is made out to: the guest, and the company when one was given. */
    buyerOf: async (stayBookingId: number): Promise<InvoiceBuyer> => {
      const [row] = await db.query<InvoiceBuyer>(
        `SELECT guest_name AS name, billing_company AS company, billing_address AS address, billing_gstin AS gstin
         FROM stay_bookings WHERE id = $1`,
        [stayBookingId],
      );
      if (!row) throw new Error(`No stay ${stayBookingId}`);
      return row;
    },

    /** The folio as the guest and the front desk see it. */
    view: async (stay: FolioStay): Promise<Folio> => {
      const folioId = await folioOf(stay.id);
      const lines = await lineRows(folioId);
      const balance = lines.reduce((sum, line) => sum + line.amount_paise, 0);
      const pending = await stayToPostPaise(stay, folioId);
      const invoices = await db.query<{
        number: string;
        kind: InvoiceSummary['kind'];
        issued_on: string;
        total_paise: number;
      }>(`SELECT number, kind, issued_on, total_paise FROM invoices WHERE folio_id = $1 ORDER BY id`, [
        folioId,
      ]);
      return {
        reference: stay.reference,
        lines: lines.map(toLine),
        balance: toRupees(balance),
        stay_to_post: pending === null ? null : toRupees(pending),
        due: toRupees(balance + (pending ?? 0)),
        invoices: invoices.map((row) => ({
          number: row.number,
          kind: row.kind,
          issued_on: row.issued_on,
          total: toRupees(row.total_paise),
        })),
      };
    },

    /** Posts the stay's nights once, when the guest arrives: after that the folio holds what the stay costs. */
    postStayNights: async (stay: FolioStay, by: number | null): Promise<void> => {
      const folioId = await folioOf(stay.id);
      // The folio row is locked first, so two rooms checked in at once post the nights once.
      await db.query('SELECT id FROM folios WHERE id = $1 FOR UPDATE', [folioId]);
      if (await hasNights(folioId)) return;
      await post(folioId, nightLines(stay.price, stay.room_type_title), by);
    },

    /** Records a payment taken at the hotel towards a stay or a food order, captured now, and posts it. */
    recordDeskPayment: async (
      owner: FolioOwner,
      payment: { method: PaymentMethod; amountPaise: number; reference: string | null; description: string },
      by: number,
      day: string,
    ): Promise<number> => {
      const folioId = await folioFor(owner);
      const [column, id] = ownerColumn(owner);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO payments (${column}, method, status, amount_paise, reference, recorded_by, confirmed_by,
           confirmed_at)
         VALUES ($1, $2, 'captured', $3, $4, $5, $5, now()) RETURNING id`,
        [id, payment.method, payment.amountPaise, payment.reference, by],
      );
      if (!row) throw new Error('The payment was not recorded');
      await post(folioId, [paymentLine(payment.description, day, payment.amountPaise, row.id)], by);
      return row.id;
    },

    /** The charges of one category (SAC) on the folio by rate, largest first: where a discount applies. */
    chargesBySac: async (stayBookingId: number, sac: string) => {
      const folioId = await folioOf(stayBookingId);
      return db.query<{ rate_percent: number; taxable_paise: number }>(
        `SELECT rate_percent, sum(taxable_paise)::bigint AS taxable_paise FROM folio_lines
         WHERE folio_id = $1 AND sac = $2 GROUP BY rate_percent ORDER BY 2 DESC, 1 DESC`,
        [folioId, sac],
      );
    },

    /** Whether the stay's folio is settled, for the check-out that ends the stay. */
    settlement: async (stayBookingId: number): Promise<CheckOutSettlement> => {
      const due = await balanceOf(await folioOf(stayBookingId));
      return due === 0 ? { settled: true } : { settled: false, duePaise: due };
    },

    /**
     * Issues the folio's GST tax invoice: every taxed line as posted. Returns its number, or null when the
     * folio has nothing taxed to invoice.
     */
    issueInvoice: (owner: FolioOwner, buyer: InvoiceBuyer, day: string): Promise<string | null> =>
      // Its own transaction when the caller has none: the header and its lines are checked together.
      db.transaction(async (tx) => {
        const within = foliosRepository(tx);
        const folioId = await within.folioFor(owner);
        const draft = invoiceDraft((await within.lineRows(folioId)).map(toDraftLine));
        if (draft.lines.length === 0) return null;
        return issue(tx, { folioId, draft, buyer, day });
      }),

    /** What is left to credit of the folio's invoice, by SAC and rate: invoiced less its credit notes. */
    creditable: async (
      stayBookingId: number,
    ): Promise<{ invoiceId: number; groups: CreditableGroup[] } | null> => {
      const folioId = await folioOf(stayBookingId);
      const [invoice] = await db.query<{ id: number }>(
        `SELECT id FROM invoices WHERE folio_id = $1 AND kind = 'invoice'`,
        [folioId],
      );
      if (!invoice) return null;
      const groups = await db.query<{ sac: Sac; rate_percent: number; total_paise: number }>(
        `SELECT l.sac, l.rate_percent,
                sum(CASE i.kind WHEN 'invoice' THEN l.total_paise ELSE -l.total_paise END)::bigint AS total_paise
         FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
         WHERE i.folio_id = $1 GROUP BY l.sac, l.rate_percent ORDER BY l.sac, l.rate_percent`,
        [folioId],
      );
      return {
        invoiceId: invoice.id,
        groups: groups.map((group) => ({
          sac: group.sac,
          ratePercent: group.rate_percent,
          totalPaise: group.total_paise,
        })),
      };
    },

    /**
     * Issues a credit note against the folio's invoice for `lines` (positive amounts, each taken off the
     * invoice), made out to the invoice's buyer, and posts them to the folio as discounts with the reason, so
     * that what is credited is what the refund beside it returns. Returns its number and its total.
     */
    issueCreditNote: (
      stayBookingId: number,
      credit: { invoiceId: number; lines: InvoiceLineDraft[]; reason: string; day: string },
      by: number | null,
    ): Promise<{ number: string; totalPaise: number }> =>
      db.transaction(async (tx) => {
        const within = foliosRepository(tx);
        const folioId = await within.folioOf(stayBookingId);
        const [buyer] = await tx.query<InvoiceBuyer>(
          `SELECT buyer_name AS name, buyer_company AS company, buyer_address AS address, buyer_gstin AS gstin
           FROM invoices WHERE id = $1`,
          [credit.invoiceId],
        );
        if (!buyer) throw new Error(`No invoice ${credit.invoiceId}`);
        const draft = documentOf(credit.lines);
        const number = await issue(tx, {
          folioId,
          draft,
          buyer,
          day: credit.day,
          creditFor: credit.invoiceId,
          reason: credit.reason,
        });
        await within.post(
          folioId,
          credit.lines.map((line) =>
            taxedLine(
              'discount',
              `Credit note ${number}: ${line.description.replace(/: credit$/, '')}`,
              credit.day,
              line.sac,
              line.ratePercent,
              -line.taxablePaise,
              { reason: credit.reason },
            ),
          ),
          by,
        );
        return { number, totalPaise: draft.totalPaise };
      }),
  };
}
