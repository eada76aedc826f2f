import { Text } from '@react-email/text';
import { LinkBlock, MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface StaffInvitationMailProps {
  name: string;
  /** How the back office names the role, e.g. "Front desk". */
  role: string;
  /** The one-time link, on the site. */
  link: string;
  days: number;
  siteUrl: string;
}

export function StaffInvitationMail({ name, role, link, days, siteUrl }: StaffInvitationMailProps) {
  return (
    <MailLayout
      preview="You are invited to the Haveli back office"
      heading="Join the Haveli team"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        {`You have been invited to the Haveli back office as ${role}. Open this link to choose your password:`}
      </Text>
      <LinkBlock href={link} label="Accept the invitation" />
      <Text style={styles.text}>
        {`The link works once and expires in ${days} days. If you did not expect it, ignore this mail.`}
      </Text>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The staff invitation mail, rendered: subject, HTML and text. */
export const staffInvitationMail = (props: StaffInvitationMailProps) =>
  renderMail('Your invitation to the Haveli back office', <StaffInvitationMail {...props} />);
