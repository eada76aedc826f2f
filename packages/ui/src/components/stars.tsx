export interface StarsProps {
  value: number;
  max?: number;
}

/** A rating out of five, read out as text to screen readers. */
export function Stars({ value, max = 5 }: StarsProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className="text-gold" role="img" aria-label={`${filled} out of ${max} stars`}>
      {'★'.repeat(filled)}
      <span className="text-secondary opacity-50">{'★'.repeat(max - filled)}</span>
    </span>
  );
}
