export interface LoadingStateProps {
  label?: string;
  /**
   * `spinner` (the default) for a small area; `cards` or `lines` draw grey shapes of what is coming, so the
   * page keeps its layout when the content arrives.
   */
  skeleton?: 'spinner' | 'cards' | 'lines';
  /** How many cards or lines stand in. */
  count?: number;
}

/** A polite, announced loading indicator: a spinner, or a skeleton of what is coming. */
export function LoadingState({ label = 'Loading…', skeleton = 'spinner', count = 3 }: LoadingStateProps) {
  if (skeleton === 'spinner') {
    return (
      <div
        className="d-flex align-items-center justify-content-center gap-2 py-5 text-secondary"
        role="status"
      >
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{label}</span>
      </div>
    );
  }
  const shapes = Array.from({ length: count }, (_, index) => index);
  return (
    <div role="status" className="py-3">
      <span className="visually-hidden">{label}</span>
      {skeleton === 'cards' ? (
        <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4" aria-hidden="true">
          {shapes.map((index) => (
            <div className="col" key={index}>
              <span className="haveli-skeleton haveli-skeleton-media mb-3" />
              <span className="haveli-skeleton haveli-skeleton-title mb-2" />
              <span className="haveli-skeleton haveli-skeleton-line" />
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true">
          {shapes.map((index) => (
            <span className="haveli-skeleton haveli-skeleton-line mb-2" key={index} />
          ))}
        </div>
      )}
    </div>
  );
}
