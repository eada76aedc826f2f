import type { Order, OrderStatus } from '@haveli/contracts';
import type { NotificationInput } from './notifications';

/** Where the guest sees each kind of thing (the account and dining remotes' routes). */
export const NOTICE_LINKS = {
  orders: '/user-orders',
  tables: '/user-dashboard',
  stays: '/user-profile',
} as const;

/** How each order status reads at the end of "Your order FO-ABC123 …". */
const ORDER_STATUS_PHRASES: Record<OrderStatus, string> = {
  Received: 'has been received',
  Preparing: 'is being prepared',
  Ready: 'is ready',
  'Out for delivery': 'is on its way to your room',
  Delivered: 'has been delivered',
  Completed: 'is complete',
  Cancelled: 'has been cancelled',
};

/**
 * Who made the change: 'guest' when the guest did it themself (their cancel, their change), 'hotel' otherwise.
 * Kept in the notification's subject, so the guest's own browser, which already said so on the page, does not
 * toast it again; the inbox keeps it either way.
 */
export type NoticeActor = 'guest' | 'hotel';

/** '2026-11-27' as the guest reads it: "27 Nov 2026". */
export const guestDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const orderStatusNotice = (
  order: Pick<Order, 'id' | 'reference' | 'status'>,
  by: NoticeActor = 'hotel',
): NotificationInput => ({
  kind: 'order.status',
  title: `Your order ${order.reference} ${ORDER_STATUS_PHRASES[order.status]}`,
  link: NOTICE_LINKS.orders,
  subject: { orderId: order.id, reference: order.reference, status: order.status, by },
});

interface TableRequest {
  id: number;
  restaurant: string;
  date: string;
  time: string;
}

export const tableConfirmedNotice = (table: TableRequest & { tableName: string }): NotificationInput => ({
  kind: 'table.confirmed',
  title: `Your table at ${table.restaurant} on ${guestDate(table.date)} at ${table.time} is confirmed`,
  body: `Table ${table.tableName} is yours.`,
  link: NOTICE_LINKS.tables,
  subject: { reservationId: table.id, status: 'Confirmed' },
});

export const tableDeclinedNotice = (table: TableRequest & { reason: string }): NotificationInput => ({
  kind: 'table.declined',
  title: `Your table request at ${table.restaurant} on ${guestDate(table.date)} at ${table.time} was declined`,
  body: table.reason,
  link: NOTICE_LINKS.tables,
  subject: { reservationId: table.id, status: 'Declined' },
});

export const tableCancelledNotice = (table: TableRequest & { reason: string }): NotificationInput => ({
  kind: 'table.cancelled',
  title: `Your table at ${table.restaurant} on ${guestDate(table.date)} at ${table.time} was cancelled by the hotel`,
  body: table.reason,
  link: NOTICE_LINKS.tables,
  subject: { reservationId: table.id, status: 'Cancelled' },
});

interface Stay {
  reference: string;
  check_in: string;
  check_out: string;
}

export const stayChangedNotice = (stay: Stay, by: NoticeActor): NotificationInput => ({
  kind: 'stay.changed',
  title: `Your booking ${stay.reference} has been changed`,
  body: `Your stay: ${guestDate(stay.check_in)} to ${guestDate(stay.check_out)}.`,
  link: NOTICE_LINKS.stays,
  subject: { reference: stay.reference, status: 'Confirmed', by },
});

export const stayCancelledNotice = (stay: Pick<Stay, 'reference'>, by: NoticeActor): NotificationInput => ({
  kind: 'stay.cancelled',
  title: `Your booking ${stay.reference} has been cancelled`,
  link: NOTICE_LINKS.stays,
  subject: { reference: stay.reference, status: 'Cancelled', by },
});
