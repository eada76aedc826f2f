import { Text } from '@react-email/text';
import { LinkBlock, MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface RegistrationAttemptMailProps {
  /** The name the existing account holds (never the one typed into the form). */
  name: string;
  siteUrl: string;
}

/**
 * To the owner of an address someone tried to register again: the form answers as for a new address (so it
 * tells nobody which addresses have accounts), and the owner learns here what happened and what to do.
 */
export function RegistrationAttemptMail({ name, siteUrl }: RegistrationAttemptMailProps) {
  return (
    <MailLayout
      preview="Someone tried to create a Haveli account with your address"
      heading="You already have an account"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        Someone, perhaps you, just tried to register a new Haveli account with this email address. It already
        has an account, so no new one was made and nothing about yours has changed. If it was you, sign in:
      </Text>
      <LinkBlock href={`${siteUrl}/login`} label="Sign in" />
      <Text style={styles.text}>If you have forgotten your password, set a new one:</Text>
      <LinkBlock href={`${siteUrl}/forgot-password`} label="Reset my password" />
      <Text style={styles.text}>If it was not you, you may ignore this mail.</Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

export const registrationAttemptMail = (props: RegistrationAttemptMailProps) =>
  renderMail('Someone tried to register with your address', <RegistrationAttemptMail {...props} />);
