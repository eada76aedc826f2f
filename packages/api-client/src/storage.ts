import { STORAGE_KEYS } from '@haveli/contracts';

type Area = 'local' | 'session';

/** SPEC §9: the token under `Authorization`, the name under `full_name`; local storage wins over session. */
export function storeSession(token: string, fullName: string, remember: boolean): void {
  const [keep, drop]: [Area, Area] = remember ? ['local', 'session'] : ['session', 'local'];
  clearArea(drop);
  areaOf(keep)?.setItem(STORAGE_KEYS.token, token);
  areaOf(keep)?.setItem(STORAGE_KEYS.fullName, fullName);
}

/** Where the stored session is (local wins, as in readToken) and the name stored with it. */
export function storedSession(): { fullName: string; remember: boolean } | null {
  for (const area of ['local', 'session'] as const) {
    const token = areaOf(area)?.getItem(STORAGE_KEYS.token);
    if (token)
      return { fullName: areaOf(area)?.getItem(STORAGE_KEYS.fullName) ?? '', remember: area === 'local' };
  }
  return null;
}

export function clearSession(): void {
  clearArea('local');
  clearArea('session');
}

export function readToken(): string | null {
  return (
    areaOf('local')?.getItem(STORAGE_KEYS.token) ?? areaOf('session')?.getItem(STORAGE_KEYS.token) ?? null
  );
}

function clearArea(area: Area): void {
  areaOf(area)?.removeItem(STORAGE_KEYS.token);
  areaOf(area)?.removeItem(STORAGE_KEYS.fullName);
}

/** Browsers that block site data throw on the mere access: the site then works without a stored session. */
function areaOf(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
