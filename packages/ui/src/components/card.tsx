import type { ReactNode } from 'react';

export interface CardProps {
  /** The card's heading; its level follows the page's outline. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** An image or illustration across the top. */
  media?: ReactNode;
  footer?: ReactNode;
  /** Lifts on hover and focus: for a card that is one link or button (a `stretched-link` inside). */
  interactive?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A card of the house: hairline border, quiet shadow, its own heading. */
export function Card({
  title,
  headingLevel = 3,
  media,
  footer,
  interactive = false,
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['card haveli-card h-100', interactive ? 'haveli-card-interactive' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes}>
      {media}
      <div className="card-body">
        {title && <Heading className="card-title h5">{title}</Heading>}
        {children}
      </div>
      {footer && <div className="card-footer bg-transparent">{footer}</div>}
    </article>
  );
}
