import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** The small gold line above the title ("Facilities"). */
  eyebrow?: string;
  title: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  /** A page's title is its h1; a section's is an h2. */
  level?: 1 | 2;
  lead?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

/** The heading of a page or section: eyebrow, title with its gold rule, and an optional lead. */
export function SectionHeader({
  eyebrow,
  title,
  id,
  level = 2,
  lead,
  align = 'center',
  className = 'mb-5',
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <header className={[align === 'center' ? 'text-center' : '', className].filter(Boolean).join(' ')}>
      {eyebrow && <p className="section-eyebrow mb-2">{eyebrow}</p>}
      <Heading id={id} className="display-6 section-title">
        {title}
      </Heading>
      {lead && <p className="lead text-secondary mt-3 mb-0">{lead}</p>}
    </header>
  );
}
