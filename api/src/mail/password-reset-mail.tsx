import { Text } from '@react-email/text';
import { LinkBlock, MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface PasswordResetMailProps {
  name: string;
  /** The one-time link, on the site. */
  link: string;
  minutes: number;
  siteUrl: string;
}

export function PasswordResetMail({ name, link, minutes, siteUrl }: PasswordResetMailProps) {
  return (
    <MailLayout
      preview="Choose a new password for your Haveli account"
      heading="Reset your password"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        We received a request to reset the password of your Haveli account. Open this link to choose a new
        one:
      </Text>
      <LinkBlock href={link} label="Choose a new password" />
      <Text style={styles.text}>
        {`The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`}
      </Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The password reset mail, rendered: subject, HTML and text. */
export const passwordResetMail = (props: PasswordResetMailProps) =>
  renderMail('Reset your Haveli password', <PasswordResetMail {...props} />);
