import { Text } from '@react-email/text';
import { LinkBlock, MailLayout, styles } from './layout';
import { renderMail } from './render';

export interface AddressLinkMailProps {
  name: string;
  /** The one-time link, on the site's login page. */
  link: string;
  minutes: number;
  siteUrl: string;
}

/**
 * To the owner of an account that failed sign-ins from elsewhere have closed to new places: the link lets the
 * owner sign in from the device they open it on, whatever the others keep trying.
 */
export function AddressLinkMail({ name, link, minutes, siteUrl }: AddressLinkMailProps) {
  return (
    <MailLayout
      preview="Sign in to Haveli from a new place"
      heading="Sign in from a new place"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${name},`}</Text>
      <Text style={styles.text}>
        Someone, perhaps you, has tried to sign in to your Haveli account with wrong passwords many times, so
        we have stopped sign-ins to it from places it has not been used before. If you want to sign in from a
        new place, open this link on the device you want to use, then enter your password:
      </Text>
      <LinkBlock href={link} label="Let this device sign in" />
      <Text style={styles.text}>
        {`The link works once, on the device that opens it, and expires in ${minutes} minutes. If you are not trying to sign in, ignore this mail: nobody can use the link without your password.`}
      </Text>
      <Text style={styles.text}>
        If the wrong passwords were not yours, someone may be trying to guess yours: choose a new one, one you
        use nowhere else.
      </Text>
      <LinkBlock href={`${siteUrl}/forgot-password`} label="Change my password" />
      <Text style={styles.text}>Haveli Jaipur</Text>
    </MailLayout>
  );
}

/** The new-place sign-in mail, rendered: subject, HTML and text. */
export const addressLinkMail = (props: AddressLinkMailProps) =>
  renderMail('Sign in to Haveli from a new place', <AddressLinkMail {...props} />);
