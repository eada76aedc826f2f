import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Haveli';
/** Seconds a code lasts (RFC 6238's default, which every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** How long a browser a member of staff asked to remember skips the code. */
export const TRUSTED_DEVICE_DAYS = 30;

const totpOf = (secret: string, account: string) =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new key: 20 random bytes (RFC 4226's recommended 160 bits), in base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The time step a code belongs to when it is right now, or the step before or after (a phone's clock a little
 * off, a code typed as it changed); undefined when it is not. The caller accepts a step only once.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows now (tests and the e2e's staff account type it). */
export const currentCode = (secret: string, now = Date.now()): string =>
  totpOf(secret, '').generate({ timestamp: now });

/** What a member of staff needs to add the account to an authenticator app: the key, its URI and a QR code. */
export async function setupFor(secret: string, account: string) {
  const uri = totpOf(secret, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
