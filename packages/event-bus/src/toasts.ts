import type { Toast, ToastKind } from '@haveli/contracts';
import { Observable, Subject } from 'rxjs';

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

/** SPEC §9: snackbars stay 5000 ms for good news and 7000 ms for errors. */
export const DEFAULT_TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 5000,
  info: 5000,
  danger: 7000,
  warning: 7000,
};

const shown = new Subject<Toast>();
const dismissed = new Subject<string>();
let latest: { toast: Toast; expiresAt: number } | null = null;
let lastId = 0;

/**
 * Toasts to show. A toaster that subscribes late (a remote mounting after a redirect) still gets the latest
 * toast while it has time left; older or expired ones are gone.
 */
export const toasts$: Observable<Toast> = new Observable<Toast>((subscriber) => {
  if (latest && Date.now() < latest.expiresAt) subscriber.next(latest.toast);
  return shown.subscribe(subscriber);
});

/** Ids of toasts to take down before their time. */
export const dismissals$: Observable<string> = dismissed.asObservable();

export function showToast({ durationMs, ...input }: ToastInput): Toast {
  lastId += 1;
  const toast: Toast = Object.freeze({
    ...input,
    id: `toast-${lastId}`,
    durationMs: durationMs ?? DEFAULT_TOAST_DURATION_MS[input.kind],
  });
  latest = { toast, expiresAt: Date.now() + toast.durationMs };
  shown.next(toast);
  return toast;
}

export function dismissToast(id: string): void {
  if (latest?.toast.id === id) latest = null;
  dismissed.next(id);
}
