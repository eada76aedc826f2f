import { requestShell, requests$ } from '@haveli/event-bus';
import { lazy, Suspense, useEffect, useState } from 'react';

const BookSlotModal = lazy(() => import('./book-slot-modal'));

/** The header's "Book Your Slot"; any app can open the same dialog with the shell request 'open-booking-modal'. */
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
      {wanted && (
        <Suspense fallback={null}>
          <BookSlotModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
