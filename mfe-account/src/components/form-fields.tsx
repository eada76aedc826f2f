import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  /** The field's message, shown under it and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** Ids and ARIA links shared by every field: the label names it, the hint and the error describe it. */
function useFieldIds(givenId: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function FieldFrame({
  id,
  label,
  error,
  errorId,
  hint,
  hintId,
  children,
}: FieldProps & { id: string; errorId: string; hintId: string; children: ReactNode }) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
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

export function TextField({
  label,
  error,
  hint,
  id: givenId,
  className = '',
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const ids = useFieldIds(givenId, error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint}>
      <input
        id={ids.id}
        className={`form-control${error ? ' is-invalid' : ''} ${className}`.trim()}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id: givenId,
  className = '',
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  const ids = useFieldIds(givenId, error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint}>
      <textarea
        id={ids.id}
        rows={3}
        className={`form-control${error ? ' is-invalid' : ''} ${className}`.trim()}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id: givenId,
  className = '',
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  const ids = useFieldIds(givenId, error, hint);
  return (
    <FieldFrame {...ids} label={label} error={error} hint={hint}>
      <select
        id={ids.id}
        className={`form-select${error ? ' is-invalid' : ''} ${className}`.trim()}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
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
