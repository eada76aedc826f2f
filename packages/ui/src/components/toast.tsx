import type { ToastKind } from '@haveli/contracts';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide';
import { Icon, type IconShape } from '../icons/icon';

const KIND_ICONS: Record<ToastKind, { icon: IconShape; className: string }> = {
  success: { icon: CircleCheck, className: 'text-success' },
  danger: { icon: CircleAlert, className: 'text-danger' },
  warning: { icon: TriangleAlert, className: 'haveli-state-icon' },
  info: { icon: Info, className: 'text-primary' },
};

export interface ToastProps {
  kind: ToastKind;
  message: string;
  /** Given, the toast has a Close button that calls it. */
  onClose?: () => void;
}

/**
 * One toast in the house style: ivory, its kind as a stripe and an icon, an error read out at once
 * (`alert`), the rest politely (`status`). Where toasts stand on the page is the shell's toaster's business.
 */
export function Toast({ kind, message, onClose }: ToastProps) {
  return (
    <div
      className={`toast show haveli-toast haveli-toast-${kind}`}
      role={kind === 'danger' ? 'alert' : 'status'}
    >
      <div className="d-flex align-items-start gap-2 toast-body">
        <Icon icon={KIND_ICONS[kind].icon} className={`${KIND_ICONS[kind].className} flex-shrink-0`} />
        <span className="flex-grow-1">{message}</span>
        {onClose && (
          <button
            type="button"
            className="btn btn-sm btn-link p-0 text-body"
            aria-label="Close"
            onClick={onClose}
          >
            <Icon icon={X} size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
