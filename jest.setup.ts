import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The session token is decoded with TextDecoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no modal dialogs: the least of showModal() and close() that packages/ui's Modal calls, giving
// focus back on close as browsers do. The rest of what the browser adds (an inert page, the top layer,
// Escape) is tested in Chromium by the e2e suite.
const focusedBeforeDialog = new WeakMap<HTMLDialogElement, Element | null>();
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  focusedBeforeDialog.set(this, document.activeElement);
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  (focusedBeforeDialog.get(this) as HTMLElement | null)?.focus?.();
  this.dispatchEvent(new Event('close'));
};

// Every test starts with empty browser storage, as a new visitor would.
beforeEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
