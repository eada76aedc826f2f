import { TriangleAlert } from 'lucide';
import { Icon } from '../icons/icon';

export interface ErrorStateProps {
  title?: string;
  message: string;
  onRetry?: () => void;
}

/** A failure the guest can see and act on, instead of an empty area. */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <div
      className="alert alert-warning my-4 d-flex flex-column flex-sm-row align-items-sm-center gap-3"
      role="alert"
    >
      <Icon icon={TriangleAlert} size={28} className="haveli-state-icon flex-shrink-0" />
      <div className="flex-grow-1">
        <h2 className="h6 mb-1">{title}</h2>
        <p className="mb-0">{message}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-outline-dark" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
