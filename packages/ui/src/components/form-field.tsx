import { type ReactNode, useId } from 'react';

/** What the control needs to be named by its label and described by its hint and message. */
export interface FormControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Given when something else must point at the control; otherwise one is made up. */
  id?: string;
  /** Bootstrap's class for the control, `form-select` for a select. */
  controlClassName?: 'form-control' | 'form-select';
  /** The wrapper's spacing and grid column. */
  className?: string;
  /**
   * Renders the control with these props spread on it, beside react-hook-form's `register(...)` output or a
   * controlled `value` and `onChange`.
   */
  children: (control: FormControlProps) => ReactNode;
}

/** A labelled form control with its hint and validation message, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  id: givenId,
  controlClassName = 'form-control',
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: `${controlClassName}${error ? ' is-invalid' : ''}`,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint && (
        <div className="form-text" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className="invalid-feedback" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}

/** A failure of the whole form (the server's message), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
