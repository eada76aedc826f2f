export type { Observable } from 'rxjs';
export { auth$, getAuth, publishAuth } from './auth';
export { cart$, getCart, publishCart } from './cart';
export type { PublishOptions } from './shared-state';
export { toasts$, dismissals$, showToast, dismissToast, type ToastInput } from './toasts';
export { requests$, requestShell } from './shell-requests';
export { subscribeTo } from './subscribe-to';
export { liveEvents$, publishLiveEvent } from './live-events';
export { publishStaffQueueChange, staffQueueChanges$ } from './staff-queues';
