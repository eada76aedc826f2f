import { FormAlert } from '@haveli/ui';
import type { FormEvent, ReactNode } from 'react';

export interface CardFormProps {
  /** The heading's id, which names the form. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading on what the form changes. */
  intro?: ReactNode;
  /** The refusal of the whole form. */
  failure: string | null;
  /** What the last save did, while it still holds. */
  saved: string | null;
  onSubmit: (event: FormEvent) => void;
  onChange?: () => void;
  /** The card's bottom margin class. */
  spacing?: 'mb-3' | 'mb-4';
  children: ReactNode;
}

/** A rate tab's form on a card: its heading, the refusal or the saved note, then its fields. */
export function CardForm({
  titleId,
  title,
  intro,
  failure,
  saved,
  onSubmit,
  onChange,
  spacing = 'mb-3',
  children,
}: CardFormProps) {
  return (
    <form
      className={`card card-body ${spacing}`}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="h5">
        {title}
      </h2>
      {intro && <p className="text-secondary small">{intro}</p>}
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      {children}
    </form>
  );
}
