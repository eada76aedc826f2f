import { randomInt } from 'node:crypto';
import {
  choiceProblem,
  gstOn,
  hotelToday,
  GUEST_CANCELLABLE_STATUS,
  nextStatuses,
  ORDER_PLACED_STATUS,
  type CheckoutOptions,
  type Fulfilment,
  type Order,
  type OrderStatus,
  type Payment,
  toPaise,
  toRupees,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import { now } from '../lib/clock';
import { orderStatusNotice, type NoticeActor } from '../lib/guest-notices';
import { badRequest, HttpError } from '../lib/http-errors';
import { asapReadyAt, kitchenOpen, localTime, orderSlots, type DiningSettings } from '../lib/kitchen-time';
import { notify } from '../lib/notifications';
import { foodOrderLine } from '../lib/folio';
import { sumRupees } from '../lib/stay-pricing';
import { foliosRepository } from './folios-repository';
import { cartRepository, withCartLocked } from './cart-repository';
import { dishesById } from './dish-options';
import { isoTimestamp } from './paging';

/** What the routes hand over once the contracts' schema has checked the request. */
export interface PlaceOrder {
  fulfilment: Fulfilment;
  restaurant_reservation_id?: number;
  when: string;
  instructions: string;
  payment: Payment;
}

export const NO_STAY_MESSAGE =
  'In-room dining and room charges are for guests staying with us today: we found no stay of yours covering today.';
export const NO_TABLE_MESSAGE = 'Choose one of your confirmed table reservations of today.';
export const NOT_A_SLOT_MESSAGE =
  'Choose a time the kitchen offers: within its hours, on the quarter hour, at least its preparation time from now.';
export const TABLE_TODAY_MESSAGE = 'Food for your table can be ordered for today only.';
/** How long the kitchen may take back its last move of an order. */
export const UNDO_SECONDS = 60;
/** The steps a move may be taken back from: the kitchen's own, before the order is served or delivered. */
const UNDOABLE: readonly OrderStatus[] = ['Preparing', 'Ready', 'Out for delivery'];
export const UNDO_REFUSED_MESSAGE = `Only the kitchen's last move of an order can be undone, within ${UNDO_SECONDS} seconds, and not once it is served, delivered or cancelled.`;
export const soldOutMessage = (dish: string) =>
  `${dish} is sold out today: remove it from your cart to order the rest.`;

const conflict = (message: string) => new HttpError(409, message);

/**
 * Work that belongs to an order's change (its mail), run in the change's transaction with the order as it
 * now is: it happens exactly when the change does.
 */
/** Runs in the transaction of an order's change, with the order after it (and before it, when it moved). */
export type OrderChanged = (tx: Db, order: Order, before?: Order) => Promise<void>;

/** Orders with their items, newest first; `WHERE` narrows them. */
const ordersWhere = (where: string) => `
  SELECT o.id, o.reference, o.user_id, o.subtotal, o.tax, o.tax_percent::float8 AS tax_percent, o.total,
    o.status, o.cancel_reason, o.fulfilment, o.room_no, o.table_name,
    CASE WHEN o.scheduled_for IS NULL THEN NULL ELSE ${isoTimestamp('o.scheduled_for')} END AS scheduled_for,
    ${isoTimestamp('o.estimated_ready_at')} AS estimated_ready_at, o.instructions, o.payment,
    (SELECT json_build_object('number', v.number, 'kind', v.kind, 'issued_on', to_char(v.issued_on, 'YYYY-MM-DD'),
              'total', v.total_paise / 100.0)
     FROM folios f JOIN invoices v ON v.folio_id = f.id AND v.kind = 'invoice' WHERE f.order_id = o.id) AS invoice,
    ${isoTimestamp('o.created_at')} AS created_at, ${isoTimestamp('o.updated_at')} AS updated_at,
    coalesce(
      (SELECT json_agg(json_build_object(
          'product_id', i.product_id, 'name', i.name, 'variant', i.variant, 'addons', i.addons,
          'choices', i.choices, 'quantity', i.quantity, 'unit_price', i.unit_price,
          'line_total', i.unit_price * i.quantity
        ) ORDER BY i.id)
       FROM order_items i WHERE i.order_id = o.id),
      '[]'::json
    ) AS items
  FROM orders o
  WHERE ${where}
  ORDER BY o.created_at DESC, o.id DESC`;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `FO-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

export async function diningSettings(db: Db): Promise<DiningSettings> {
  const [settings] = await db.query<DiningSettings>(
    `SELECT time_zone, kitchen_opens, kitchen_closes, gst_percent::float8 AS gst_percent, prep_minutes,
       delivery_minutes
     FROM dining_settings WHERE id = 1`,
  );
  if (!settings) throw new Error('dining_settings has no row: migration 0010 makes it');
  return settings;
}

/** The guest's stay covering today (the hotel's date), and their confirmed tables of today. */
async function destinationsOf(db: Db, userId: number, today: string) {
  const [stay] = await db.query<{ reservation_id: number; room_no: string; room_type: string }>(
    `SELECT h.id AS reservation_id, r.room_no, t.title AS room_type
     FROM hotel_reservations h JOIN rooms r ON r.id = h.room_id JOIN room_types t ON t.id = r.room_type_id
     WHERE h.user_id = $1 AND h.status = 'Confirmed' AND h.check_in <= $2::date AND h.check_out > $2::date
     ORDER BY h.check_in DESC, h.id DESC LIMIT 1`,
    [userId, today],
  );
  const tables = await db.query<{ reservation_id: number; table_name: string; time: string }>(
    `SELECT rr.id AS reservation_id, t.table_name, rr.reservation_time AS time
     FROM restaurant_reservations rr JOIN restaurant_tables t ON t.id = rr.table_id
     WHERE rr.user_id = $1 AND rr.status IN ('Confirmed', 'Seated') AND rr.reservation_date = $2::date
     ORDER BY rr.reservation_time, rr.id`,
    [userId, today],
  );
  return { stay: stay ?? null, tables };
}

export function ordersRepository(db: Db) {
  const findById = async (id: number): Promise<Order | undefined> =>
    (await db.query<Order>(ordersWhere('o.id = $1'), [id]))[0];

  /**
   * Moves an order to `status` if its current status allows it; `allowed` narrows who may do what. The guest
   * is notified in the same transaction, and `changed` runs there too.
   */
  const move = (
    id: number,
    status: OrderStatus,
    allowed: (order: Order) => void,
    changed?: OrderChanged,
    by: NoticeActor = 'hotel',
  ) =>
    db.transaction(async (tx) => {
      const [locked] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]);
      if (!locked) return undefined;
      const order = await ordersRepository(tx).findById(id);
      if (!order) return undefined;
      allowed(order);
      if (!nextStatuses(order.status, order.fulfilment).includes(status)) {
        throw conflict(`An order that is ${order.status} cannot become ${status}.`);
      }
      await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
      const moved = await ordersRepository(tx).findById(id);
      if (!moved) throw new Error('The order vanished inside its own transaction');
      await notify(tx, moved.user_id, orderStatusNotice(moved, by));
      if (moved.payment === 'room_charge' && (status === 'Delivered' || status === 'Completed'))
        await chargeToRoom(tx, moved);
      await changed?.(tx, moved, order);
      return moved;
    });

  /** Food charged to the room goes on the stay's folio once it has been served or delivered. */
  const chargeToRoom = async (tx: Db, order: Order) => {
    const [stay] = await tx.query<{ stay_booking_id: number }>(
      `SELECT h.stay_booking_id FROM orders o JOIN hotel_reservations h ON h.id = o.hotel_reservation_id
       WHERE o.id = $1`,
      [order.id],
    );
    if (!stay) throw new Error(`Order ${order.reference} is charged to a room but has no stay`);
    const folios = foliosRepository(tx);
    await folios.post(
      await folios.folioOf(stay.stay_booking_id),
      [foodOrderLine(order, hotelToday(now()))],
      null,
    );
  };

  return {
    findById,

    /** The name the receipt is made out to. */
    guestName: async (userId: number): Promise<string> =>
      (await db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]))[0]?.name ?? '',

    /** Who an order's mail goes to. */
    guestContact: async (userId: number): Promise<{ name: string; email: string } | undefined> =>
      (
        await db.query<{ name: string; email: string }>('SELECT name, email FROM users WHERE id = $1', [
          userId,
        ])
      )[0],

    settings: () => diningSettings(db),

    listByUser: (userId: number) => db.query<Order>(ordersWhere('o.user_id = $1'), [userId]),

    /** Where and when the guest may have food brought now, and the tax it carries. */
    checkoutOptions: async (userId: number): Promise<CheckoutOptions> => {
      const settings = await diningSettings(db);
      const at = now();
      const { stay, tables } = await destinationsOf(db, userId, localTime(at, settings.time_zone).date);
      return {
        stay,
        tables,
        kitchen: {
          opens: settings.kitchen_opens,
          closes: settings.kitchen_closes,
          time_zone: settings.time_zone,
          prep_minutes: settings.prep_minutes,
          open_now: kitchenOpen(settings, at),
        },
        asap_ready_at: asapReadyAt(settings, at).toISOString(),
        slots: orderSlots(settings, at).map((slot) => slot.toISOString()),
        tax_percent: settings.gst_percent,
      };
    },

    /**
     * Turns the guest's cart into an order priced from the menu, with GST, to where and when the guest
     * chose, and empties the cart, in one transaction that holds the guest's lock: two checkouts of one cart
     * make one order. Everything is checked again here. Null when the cart is empty. `placed` runs in the
     * same transaction once the order exists.
     */
    placeFromCart: (userId: number, request: PlaceOrder, placed?: OrderChanged): Promise<Order | null> =>
      withCartLocked(db, userId, async (tx) => {
        const cart = await cartRepository(tx).list(userId);
        if (cart.length === 0) return null;
        const dishes = await dishesById(
          tx,
          cart.map((item) => item.product_id),
        );
        const settings = await diningSettings(tx);
        const at = now();
        const today = localTime(at, settings.time_zone).date;
        for (const item of cart) {
          const dish = dishes.get(item.product_id);
          const problem = dish ? choiceProblem(dish, item.options) : null;
          if (problem) throw badRequest(`${problem} The dish's options have changed: please choose again.`);
          if (dish?.sold_out) throw conflict(soldOutMessage(dish.menu_title));
        }

        const { stay, tables } = await destinationsOf(tx, userId, today);
        if ((request.fulfilment === 'room' || request.payment === 'room_charge') && !stay) {
          throw badRequest(NO_STAY_MESSAGE);
        }
        const table =
          request.fulfilment === 'table'
            ? tables.find((candidate) => candidate.reservation_id === request.restaurant_reservation_id)
            : undefined;
        if (request.fulfilment === 'table' && !table) throw badRequest(NO_TABLE_MESSAGE);

        let scheduledFor: Date | null = null;
        if (request.when !== 'asap') {
          const asked = new Date(request.when).getTime();
          scheduledFor = orderSlots(settings, at).find((slot) => slot.getTime() === asked) ?? null;
          if (!scheduledFor) throw badRequest(NOT_A_SLOT_MESSAGE);
          if (table && localTime(scheduledFor, settings.time_zone).date !== today) {
            throw badRequest(TABLE_TODAY_MESSAGE);
          }
        }
        const readyAt = scheduledFor ?? asapReadyAt(settings, at);

        const subtotal = cart.reduce((sum, item) => sum + item.price * item.quantity, 0);
        // GST in paise, once on the order's value: ₹1,040 of food at 18 % is ₹187.20.
        const tax = toRupees(gstOn(toPaise(subtotal), settings.gst_percent).tax);
        let reference = newReference();
        while ((await tx.query('SELECT 1 FROM orders WHERE reference = $1', [reference])).length > 0) {
          reference = newReference();
        }
        const [order] = await tx.query<{ id: number }>(
          `INSERT INTO orders (user_id, reference, status, fulfilment, hotel_reservation_id, room_no,
             restaurant_reservation_id, table_name, scheduled_for, estimated_ready_at, instructions, payment,
             subtotal, tax, tax_percent, total)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
          [
            userId,
            reference,
            ORDER_PLACED_STATUS,
            request.fulfilment,
            stay && (request.fulfilment === 'room' || request.payment === 'room_charge')
              ? stay.reservation_id
              : null,
            request.fulfilment === 'room' ? (stay?.room_no ?? null) : null,
            table?.reservation_id ?? null,
            table?.table_name ?? null,
            scheduledFor,
            readyAt,
            request.instructions,
            request.payment,
            subtotal,
            tax,
            settings.gst_percent,
            sumRupees([subtotal, tax]),
          ],
        );
        if (!order) throw new Error('The order was not saved');
        const params: unknown[] = [order.id];
        const values = cart.map((item) => {
          params.push(
            item.product_id,
            item.name,
            item.variant,
            item.addons,
            JSON.stringify(item.choices),
            item.quantity,
            item.price,
          );
          const at = params.length;
          return `($1, $${at - 6}, $${at - 5}, $${at - 4}, $${at - 3}::text[], $${at - 2}::jsonb, $${at - 1}, $${at})`;
        });
        await tx.query(
          `INSERT INTO order_items (order_id, product_id, name, variant, addons, choices, quantity, unit_price)
           VALUES ${values.join(', ')}`,
          params,
        );
        await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
        const created = await ordersRepository(tx).findById(order.id);
        if (!created) throw new Error('The order vanished inside its own transaction');
        await placed?.(tx, created);
        return created;
      }),

    /** Staff move an order on; undefined when there is no such order. */
    setStatus: (id: number, status: OrderStatus, changed?: OrderChanged) =>
      move(id, status, () => undefined, changed),

    /**
     * Takes back the kitchen's last move of an order (a mis-tap), within `UNDO_SECONDS` of it: the order goes
     * back to where it was, the guest's notice says so, audited. Only a move among the kitchen's own steps is
     * taken back (not a cancel, nor an order served, delivered or charged). `'refused'` otherwise.
     */
    undoLastMove: (id: number, actor: number): Promise<Order | 'refused' | undefined> =>
      db.transaction(async (tx) => {
        const [locked] = await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [id]);
        if (!locked) return undefined;
        const order = await ordersRepository(tx).findById(id);
        if (!order) return undefined;
        const [last] = await tx.query<{
          action: string;
          before: { status?: string };
          after: { status?: string };
        }>(
          `SELECT action, before, after FROM staff_audit
           WHERE entity = 'order' AND entity_id = $1 AND action IN ('order.status', 'order.undo') AND at > $2
           ORDER BY id DESC LIMIT 1`,
          [String(id), new Date(now().getTime() - UNDO_SECONDS * 1000).toISOString()],
        );
        const back = last?.before.status as OrderStatus | undefined;
        if (
          last?.action !== 'order.status' ||
          last.after.status !== order.status ||
          !back ||
          !UNDOABLE.includes(order.status) ||
          !nextStatuses(back, order.fulfilment).includes(order.status)
        )
          return 'refused';
        await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [id, back]);
        const undone = await ordersRepository(tx).findById(id);
        if (!undone) throw new Error('The order vanished inside its own transaction');
        await notify(tx, undone.user_id, orderStatusNotice(undone, 'hotel'));
        await audit(tx, actor, {
          action: 'order.undo',
          entity: 'order',
          id,
          before: { status: order.status },
          after: { status: back },
        });
        return undone;
      }),

    /** The guest cancels their order while the kitchen has not started it. */
    cancelByGuest: (id: number, userId: number, notYours: () => Error) =>
      move(
        id,
        'Cancelled',
        (order) => {
          if (order.user_id !== userId) throw notYours();
          if (order.status !== GUEST_CANCELLABLE_STATUS) {
            throw conflict(
              `This order is ${order.status} and can no longer be cancelled online. Please call the front desk.`,
            );
          }
        },
        undefined,
        'guest',
      ),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
