import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatInr, type Order } from '@haveli/contracts';
import type { MailAttachment } from '../lib/mail';
import { choiceLines, orderReceiptPdf } from '../lib/order-receipt';
import { MailLayout, SeeYourOrder, styles } from './layout';
import { renderMail, type RenderedMail } from './render';

export interface OrderMailProps {
  name: string;
  order: Order;
  /** The hotel's time zone, for the times in the mail. */
  timeZone: string;
  siteUrl: string;
}

const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** Where the food goes, as the guest chose it. */
const destination = (order: Order) =>
  order.fulfilment === 'room'
    ? `to your room, ${order.room_no ?? ''}`.trim()
    : order.fulfilment === 'table'
      ? `to your table, ${order.table_name ?? ''}`.trim()
      : 'for pickup at the restaurant';

/** A label and its amount on one line of the order's bill. */
function AmountRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const style = strong ? { ...styles.text, margin: 0, fontWeight: 600 } : styles.small;
  return (
    <Row>
      <Column style={style}>{label}</Column>
      <Column align="right" style={style}>
        {formatInr(amount)}
      </Column>
    </Row>
  );
}

/** Each dish with its options and add-ons and its price, then the subtotal, the GST and the total. */
function OrderLines({ order }: { order: Order }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      {order.items.map((item, index) => (
        <Section key={index} style={{ margin: '0 0 8px' }}>
          <Row>
            <Column style={{ ...styles.text, margin: 0 }}>{`${item.name} × ${item.quantity}`}</Column>
            <Column align="right" style={{ ...styles.text, margin: 0 }}>
              {formatInr(item.line_total)}
            </Column>
          </Row>
          {choiceLines(item).map((line) => (
            <Text key={line} style={{ ...styles.small, margin: 0 }}>
              {line}
            </Text>
          ))}
        </Section>
      ))}
      <AmountRow label="Subtotal" amount={order.subtotal} />
      <AmountRow label={`GST (${order.tax_percent}%)`} amount={order.tax} />
      <AmountRow label="Total" amount={order.total} strong />
    </Section>
  );
}

export function OrderReceivedMail({ name, order, timeZone, siteUrl }: OrderMailProps) {
  const when = order.scheduled_for
    ? `for ${timeOf(order.scheduled_for, timeZone)}`
    : `as soon as possible, about ${timeOf(order.estimated_ready_at, timeZone)}`;
  return (
    <MailLayout
      preview={`Our kitchen has your order ${order.reference}`}
      heading="We have your order"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        {`Thank you for your order ${order.reference}. Our kitchen will prepare it ${destination(order)}, ${when}.`}
      </Text>
      <OrderLines order={order} />
      <Text style={styles.small}>Your receipt is attached as a PDF.</Text>
      <SeeYourOrder siteUrl={siteUrl} />
      <Text style={styles.text}>
        You can follow it on the site as it moves, and cancel it there until the kitchen starts on it.
      </Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

export function OrderReadyMail({ name, order, siteUrl }: OrderMailProps) {
  const onItsWay = order.status === 'Out for delivery';
  const news = onItsWay
    ? `Your order ${order.reference} has left the kitchen and is on its way ${destination(order)}.`
    : order.fulfilment === 'table'
      ? `Your order ${order.reference} is ready and will be served ${destination(order)}.`
      : `Your order ${order.reference} is ready for you to collect at the restaurant.`;
  return (
    <MailLayout
      preview={news}
      heading={onItsWay ? 'Your order is on its way' : 'Your order is ready'}
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>{news}</Text>
      <OrderLines order={order} />
      <SeeYourOrder siteUrl={siteUrl} />
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The mail for an order just placed, with the order's receipt attached as a PDF. */
export async function orderReceivedMail(
  props: OrderMailProps,
): Promise<RenderedMail & { attachments: MailAttachment[] }> {
  const { order, name, timeZone } = props;
  const [mail, receipt] = await Promise.all([
    renderMail(`Your Haveli order ${order.reference} is received`, <OrderReceivedMail {...props} />),
    orderReceiptPdf(order, name, timeZone),
  ]);
  const attachment = {
    filename: `receipt-${order.reference}.pdf`,
    contentType: 'application/pdf',
    content: receipt.toString('base64'),
  };
  return { ...mail, attachments: [attachment] };
}

/**
 * Whether an order that moved is mailed about: ready (to collect or to be served at the table) or, for a room,
 * out for delivery. A room's order is not mailed when Ready: its next news, on its way, follows within minutes.
 */
export const isMailedProgress = ({ status, fulfilment }: Pick<Order, 'status' | 'fulfilment'>) =>
  status === 'Out for delivery' || (status === 'Ready' && fulfilment !== 'room');

/** The mail for an order that moved, if its new status is mailed about. */
export function orderProgressMail(props: OrderMailProps): Promise<RenderedMail> | null {
  if (!isMailedProgress(props.order)) return null;
  const news = props.order.status === 'Out for delivery' ? 'is on its way' : 'is ready';
  return renderMail(`Your Haveli order ${props.order.reference} ${news}`, <OrderReadyMail {...props} />);
}
