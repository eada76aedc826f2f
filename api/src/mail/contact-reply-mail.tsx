import { Text } from '@react-email/text';
import { MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface ContactReplyMailProps {
  name: string;
  /** The hotel's reply, as written. */
  reply: string;
  /** What the sender wrote, quoted under the reply. */
  message: string;
  siteUrl: string;
}

export const CONTACT_REPLY_SUBJECT = 'A reply from Haveli to your message';

export function ContactReplyMail({ name, reply, message, siteUrl }: ContactReplyMailProps) {
  return (
    <MailLayout preview={CONTACT_REPLY_SUBJECT} heading="A reply from the hotel" siteUrl={siteUrl}>
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{reply}</Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
      <Text style={{ ...styles.text, whiteSpace: 'pre-line', fontStyle: 'italic' }}>
        {`You wrote:\n${message}`}
      </Text>
    </MailLayout>
  );
}

/** The hotel's answer to a message sent from the contact page: subject, HTML and text. */
export const contactReplyMail = (props: ContactReplyMailProps) =>
  renderMail(CONTACT_REPLY_SUBJECT, <ContactReplyMail {...props} />);
