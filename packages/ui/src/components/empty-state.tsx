import type { ReactNode } from 'react';
import { Inbox } from 'lucide';
import { Icon, type IconShape } from '../icons/icon';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A way on: a link or button ("Browse the menu"). */
  action?: ReactNode;
  icon?: IconShape;
  /** The title's heading level, under the page's own heading. */
  headingLevel?: 2 | 3;
}

/** Nothing to show yet, said plainly, with the way on. */
export function EmptyState({ title, message, action, icon = Inbox, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="text-center py-5 px-3">
      <Icon icon={icon} size={40} className="haveli-state-icon mb-3" />
      <Heading className="h4">{title}</Heading>
      {message && <p className="text-secondary mb-0">{message}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
