import { Text } from '@react-email/text';
import { LinkBlock, MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface WelcomeMailProps {
  name: string;
  /** The one-time link that confirms the address, on the site. */
  link: string;
  days: number;
  siteUrl: string;
}

export function WelcomeMail({ name, link, days, siteUrl }: WelcomeMailProps) {
  return (
    <MailLayout
      preview="Confirm your email to complete your Haveli account"
      heading="Welcome to Haveli"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        Thank you for creating an account with Haveli Jaipur. Please confirm that this address is yours, so
        that your confirmations, receipts and messages from the hotel reach you:
      </Text>
      <LinkBlock href={link} label="Confirm my email" />
      <Text style={styles.text}>
        {`The link works once and expires in ${days} days; your account can send a new one. You may book rooms, tables and meals before you confirm.`}
      </Text>
      <Text style={styles.text}>
        If you did not create this account, ignore this mail: no account is confirmed without its link.
      </Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The welcome mail with its verification link, rendered: subject, HTML and text. */
export const welcomeMail = (props: WelcomeMailProps) =>
  renderMail('Welcome to Haveli: confirm your email', <WelcomeMail {...props} />);
