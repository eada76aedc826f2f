import { publishAuth } from '@haveli/event-bus';

/** Each test starts as a first visit: nobody signed in, nothing stored, no cookies. */
export function resetBrowser(): void {
  publishAuth({ status: 'anonymous' }, { crossTab: false });
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
