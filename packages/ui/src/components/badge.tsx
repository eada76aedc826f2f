import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'gold' | 'success' | 'warning' | 'danger' | 'info';

// Each pairing keeps its text at 4.5:1 or more on its background (WCAG AA).
const TONE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'text-bg-light border',
  brand: 'text-bg-primary',
  gold: 'text-bg-warning',
  success: 'text-bg-success',
  warning: 'text-bg-warning',
  danger: 'text-bg-danger',
  info: 'text-bg-info',
};

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A short status or label ("Confirmed", "Veg", "20% off"), its meaning in its words, not its colour. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span className={['badge', TONE_CLASSES[tone], className].filter(Boolean).join(' ')}>{children}</span>
  );
}
