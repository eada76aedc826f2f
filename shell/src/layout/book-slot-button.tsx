import { SHELL_DIALOGS } from '@haveli/contracts';
import { requestShell, requests$ } from '@haveli/event-bus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const RemoteDialog = lazy(() =>
  import(/* webpackChunkName: "remote-dialog" */ '../federation/remote-dialog').then((module) => ({
    default: module.RemoteDialog,
  })),
);

/**
 * The header's "Book Your Slot"; any app can open the same dialog with the shell request 'open-booking-modal'.
 * The dialog is the dining remote's (`book-table`), fetched from it on the first request, never before.
 */
export function BookSlotButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type !== 'open-booking-modal') return;
      setWanted(true);
      setOpen(true);
    });
    return () => subscription.unsubscribe();
  }, []);

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-light btn-sm"
        onClick={() => requestShell({ type: 'open-booking-modal' })}
      >
        Book Your Slot
      </button>
      {wanted &&
        // In the body, not the header's menu: a collapsed mobile menu would hide it.
        createPortal(
          <Suspense fallback={null}>
            <RemoteDialog
              {...SHELL_DIALOGS.bookTable}
              title="Book Your Slot"
              open={open}
              onClose={() => setOpen(false)}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
