import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface MessageReplyMailProps {
  name: string;
  /** The hotel's reply, as written. */
  reply: string;
  /** The conversation on the site. */
  link: string;
  siteUrl: string;
}

export function MessageReplyMail({ name, reply, link, siteUrl }: MessageReplyMailProps) {
  return (
    <MailLayout
      preview="The hotel has replied to your message"
      heading="A reply from the hotel"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>The hotel has replied to your message:</Text>
      <Text style={{ ...styles.text, whiteSpace: 'pre-line', fontStyle: 'italic' }}>{reply}</Text>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={link} style={styles.button}>
          Read and answer
        </Button>
      </Section>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The mail telling a guest the hotel has replied: subject, HTML and text. */
export const messageReplyMail = (props: MessageReplyMailProps) =>
  renderMail('The hotel has replied to your message', <MessageReplyMail {...props} />);
