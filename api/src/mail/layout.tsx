import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { NOTICE_LINKS } from '../lib/guest-notices';

/** The hotel's colours (the site's `--haveli-*` tokens), written out: mail clients read no custom properties. */
export const BRAND = {
  maroon: '#5a1520',
  gold: '#b8892b',
  ink: '#2b2522',
  muted: '#6b625c',
  paper: '#fbf8f3',
  white: '#ffffff',
} as const;

const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "'Source Sans 3', 'Segoe UI', Helvetica, Arial, sans-serif";

export const styles = {
  text: { color: BRAND.ink, fontFamily: sans, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' },
  small: { color: BRAND.muted, fontFamily: sans, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  button: {
    backgroundColor: BRAND.maroon,
    borderRadius: '4px',
    color: BRAND.white,
    display: 'inline-block',
    fontFamily: sans,
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 28px',
    textDecoration: 'none',
  },
  link: { color: BRAND.maroon, textDecoration: 'underline' },
} as const;

export interface MailLayoutProps {
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  /** The site's public address (SITE_URL): every link in a mail points there. */
  siteUrl: string;
  children: ReactNode;
}

/** Every mail of the hotel: its name in the brand's serif, the message on paper, the address and the site below. */
export function MailLayout({ preview, heading, siteUrl, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: BRAND.paper, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: BRAND.white, maxWidth: '560px', border: `1px solid #eadfcd` }}>
          <Section style={{ backgroundColor: BRAND.maroon, padding: '20px 32px' }}>
            <Text
              style={{
                color: BRAND.white,
                fontFamily: serif,
                fontSize: '26px',
                letterSpacing: '2px',
                margin: 0,
              }}
            >
              HAVELI
              <span style={{ color: BRAND.gold, fontSize: '14px', letterSpacing: '3px' }}> · JAIPUR</span>
            </Text>
          </Section>
          <Section style={{ padding: '32px' }}>
            <Heading
              as="h1"
              style={{
                color: BRAND.maroon,
                fontFamily: serif,
                fontSize: '28px',
                fontWeight: 600,
                margin: '0 0 20px',
              }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#eadfcd', margin: 0 }} />
          <Section style={{ padding: '20px 32px' }}>
            <Text style={styles.small}>
              Haveli Jaipur · Haveli Palace Road, C-Scheme, Jaipur, Rajasthan 302001, India
            </Text>
            <Text style={styles.small}>
              <Link href={siteUrl} style={styles.link}>
                {siteUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A one-time link as a mail shows it: a button with `label`, then the address itself for a client that shows
 * no buttons (or a guest who would rather paste it).
 */
export function LinkBlock({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.small}>
        Or paste this address into your browser:{' '}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A booking's mails end alike: the button to the booking's page on the site, and the hotel's name. */
export function ViewBookingAndSignOff({ siteUrl, reference }: { siteUrl: string; reference: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={`${siteUrl}/booking-confirmation/${encodeURIComponent(reference)}`}
          style={styles.button}
        >
          View your booking
        </Button>
      </Section>
      <Text style={styles.text}>Haveli Jaipur</Text>
    </>
  );
}

/** The button to the guest's orders on the site. */
export function SeeYourOrder({ siteUrl }: { siteUrl: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={`${siteUrl}${NOTICE_LINKS.orders}`} style={styles.button}>
        See your order
      </Button>
    </Section>
  );
}
