import { formatInr } from '../format/currency';

export interface PriceDisplayProps {
  amount: number;
  /** What the price is for ("per night", "per person"). */
  unit?: string;
  /** The price before an offer: shown struck through and read as "was …". */
  was?: number;
  className?: string;
}

/** A price in rupees (en-IN), with what it is for and the price it replaces, read as one phrase. */
export function PriceDisplay({ amount, unit, was, className }: PriceDisplayProps) {
  const showWas = was !== undefined && was > amount;
  return (
    <p className={['haveli-price mb-0', className].filter(Boolean).join(' ')}>
      {showWas && (
        <>
          <span className="visually-hidden">Was </span>
          <s className="text-secondary me-2">{formatInr(was)}</s>
          <span className="visually-hidden">, now </span>
        </>
      )}
      <span className="haveli-price-amount">{formatInr(amount)}</span>
      {unit && <span className="text-secondary small ms-1">{unit}</span>}
    </p>
  );
}
