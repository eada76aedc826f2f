import { type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Centre the dialog vertically. */
  centered?: boolean;
  /** Extra classes for the dialog box, e.g. a theme class that sets its width. */
  dialogClassName?: string;
}

/**
 * Bootstrap's modal look on the platform's own modal dialog (`<dialog>` shown with `showModal()`): the
 * browser makes the rest of the page inert, puts the dialog in the top layer, closes only the top one on
 * Escape and gives focus back to whatever opened it. A click on the backdrop closes it too.
 */
export function Modal({
  title,
  open,
  onClose,
  children,
  footer,
  centered = false,
  dialogClassName,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    dialog.showModal();
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      // Closed by the page (its state), not by the browser: close it here so that focus goes back.
      if (dialog.open) dialog.close();
    };
  }, [open]);

  // `close` does not bubble in the DOM, but React passes it up its tree: a nested dialog's is not ours.
  const closedByBrowser = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="modal d-block"
      aria-labelledby={titleId}
      onClose={closedByBrowser}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className={['modal-dialog', centered && 'modal-dialog-centered', dialogClassName]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </dialog>
  );
}
