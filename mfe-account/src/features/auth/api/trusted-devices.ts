/**
 * Browsers a member of staff asked to remember after their authenticator's code: the API's token for each
 * account (by email, in lower case), kept in this browser's local storage for the 30 days it lasts.
 */
const KEY = 'haveli.trusted-devices';

type Devices = Record<string, string>;

function read(): Devices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Devices) : {};
  } catch {
    return {};
  }
}

function write(devices: Devices): void {
  try {
    if (Object.keys(devices).length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(devices));
  } catch {
    // Storage full or refused (a private window): the code is asked next time, nothing worse.
  }
}

const accountOf = (email: string) => email.trim().toLowerCase();

export const rememberedDevice = (email: string): string | undefined => {
  const token = read()[accountOf(email)];
  return typeof token === 'string' ? token : undefined;
};

export function rememberDevice(email: string, token: string): void {
  write({ ...read(), [accountOf(email)]: token });
}

export function forgetDevice(email: string): void {
  const { [accountOf(email)]: _forgotten, ...others } = read();
  write(others);
}
