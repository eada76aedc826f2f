export interface LoadingStateProps {
  label?: string;
}

/** A polite, announced loading indicator. */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5 text-secondary" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
