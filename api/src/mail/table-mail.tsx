import type { RestaurantReservation } from '@haveli/contracts';
import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { indianDate } from '../lib/stay-pricing';
import { MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface TableMailProps {
  reservation: RestaurantReservation;
  siteUrl: string;
}

const when = ({ reservation_date, reservation_time, party_size }: RestaurantReservation) =>
  `${indianDate(reservation_date)} at ${reservation_time}, for ${party_size} ${party_size === 1 ? 'guest' : 'guests'}`;

/**
 * A table request confirmed by staff (with its table), declined, or a booking the hotel cancelled (with the
 * reason staff gave).
 */
export function TableMail({ reservation, siteUrl }: TableMailProps) {
  const confirmed = reservation.status === 'Confirmed';
  const restaurant = reservation.restaurant_id.name;
  const cancelled = reservation.status === 'Cancelled';
  const heading = confirmed
    ? 'Your table is confirmed'
    : cancelled
      ? 'Your table booking is cancelled'
      : 'We cannot offer this table';
  return (
    <MailLayout
      preview={`${heading}: ${restaurant}, ${when(reservation)}`}
      heading={heading}
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${reservation.user_id.name},`}</Text>
      {confirmed ? (
        <Text style={styles.text}>
          {`Your table at ${restaurant} is confirmed for ${when(reservation)}` +
            (reservation.table_id ? ` (${reservation.table_id.table_name}).` : '.') +
            ' We look forward to your visit.'}
        </Text>
      ) : (
        <>
          <Text style={styles.text}>
            {cancelled
              ? `We are sorry: ${restaurant} has had to cancel your table on ${when(reservation)}.`
              : `We are sorry: we cannot confirm your request for ${restaurant} on ${when(reservation)}.`}
          </Text>
          {reservation.decline_reason && (
            <Text style={styles.text}>{`The restaurant's note: ${reservation.decline_reason}`}</Text>
          )}
          <Text style={styles.text}>Another time may well be free: you can ask again from the site.</Text>
        </>
      )}
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={`${siteUrl}/user-dashboard`} style={styles.button}>
          See your bookings
        </Button>
      </Section>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** A table request's answer, rendered: subject, HTML and text. */
export const tableMail = (props: TableMailProps) =>
  renderMail(
    props.reservation.status === 'Confirmed'
      ? `Your table at ${props.reservation.restaurant_id.name} is confirmed`
      : props.reservation.status === 'Cancelled'
        ? `Your table at ${props.reservation.restaurant_id.name} is cancelled`
        : `Your table request at ${props.reservation.restaurant_id.name}`,
    <TableMail {...props} />,
  );
