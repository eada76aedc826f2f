import { Star } from 'lucide';
import { Icon } from '../icons/icon';

export interface StarsProps {
  value: number;
  max?: number;
}

/** A rating out of five, read out as text to screen readers. */
export function Stars({ value, max = 5 }: StarsProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      className="d-inline-flex gap-1 align-middle"
      role="img"
      aria-label={`${filled} out of ${max} stars`}
    >
      {Array.from({ length: max }, (_, index) => (
        <Icon
          key={index}
          icon={Star}
          size={16}
          filled={index < filled}
          className={index < filled ? 'text-gold' : 'text-secondary'}
        />
      ))}
    </span>
  );
}
