import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Order } from '@haveli/contracts';
import { NOTICE_LINKS } from '../lib/guest-notices';
import { MailLayout, styles } from './layout';
import { renderMail, type RenderedMail } from './render';

export interface OrderMailProps {
  name: string;
  order: Order;
  /** The hotel's time zone, for the times in the mail. */
  timeZone: string;
  siteUrl: string;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
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

function OrderLines({ order }: { order: Order }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      {order.items.map((item, index) => (
        <Row key={index}>
          <Column style={{ ...styles.text, margin: 0 }}>
            {`${item.name} × ${item.quantity}`}
            {item.variant ? <span style={styles.small}>{` · ${item.variant}`}</span> : null}
          </Column>
          <Column align="right" style={{ ...styles.text, margin: 0 }}>
            {rupees(item.line_total)}
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={styles.small}>{`GST (${order.tax_percent}%)`}</Column>
        <Column align="right" style={styles.small}>
          {rupees(order.tax)}
        </Column>
      </Row>
      <Row>
        <Column style={{ ...styles.text, fontWeight: 600 }}>Total</Column>
        <Column align="right" style={{ ...styles.text, fontWeight: 600 }}>
          {rupees(order.total)}
        </Column>
      </Row>
    </Section>
  );
}

function SeeYourOrder({ siteUrl }: { siteUrl: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={`${siteUrl}${NOTICE_LINKS.orders}`} style={styles.button}>
        See your order
      </Button>
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

/** The mail for an order just placed. */
export const orderReceivedMail = (props: OrderMailProps) =>
  renderMail(`Your Haveli order ${props.order.reference} is received`, <OrderReceivedMail {...props} />);

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
