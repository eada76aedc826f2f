import { SHELL_DIALOGS } from '@haveli/contracts';
import { requestShell } from '@haveli/event-bus';
import { DialogOnRequest } from './dialog-on-request';

/**
 * The header's "Book Your Slot"; any app can open the same dialog with the shell request 'open-booking-modal'.
 * The dialog is the dining remote's (`book-table`), fetched from it on the first request, never before.
 */
export function BookSlotButton() {
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-light btn-sm"
        onClick={() => requestShell({ type: 'open-booking-modal' })}
      >
        Book Your Slot
      </button>
      <DialogOnRequest request="open-booking-modal" dialog={SHELL_DIALOGS.bookTable} title="Book Your Slot" />
    </>
  );
}
