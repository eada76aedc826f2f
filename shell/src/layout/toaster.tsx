import { type Toast } from '@haveli/contracts';
import { dismissals$, dismissToast, toasts$ } from '@haveli/event-bus';
import { useEffect, useState } from 'react';

/** Shows the toasts any app raises on the bus, announced to screen readers, each for its own time. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const remove = (id: string) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    };
    const subscription = toasts$.subscribe((toast) => {
      setToasts((current) => [...current.filter((item) => item.id !== toast.id), toast]);
      timers.set(
        toast.id,
        setTimeout(() => remove(toast.id), toast.durationMs),
      );
    });
    const dismissals = dismissals$.subscribe(remove);
    return () => {
      subscription.unsubscribe();
      dismissals.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    // Bottom right (bottom centre on a phone): a toast never covers the header's buttons or the page's heading.
    <div className="toast-container haveli-toasts position-fixed p-3" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast show align-items-center text-bg-${toast.kind} border-0`}
          role={toast.kind === 'danger' ? 'alert' : 'status'}
        >
          <div className="d-flex">
            <div className="toast-body">{toast.message}</div>
            {toast.closable !== false && (
              <button
                type="button"
                className="btn-close btn-close-white me-2 m-auto"
                aria-label="Close"
                onClick={() => dismissToast(toast.id)}
              />
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
