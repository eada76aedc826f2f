import { useState, type ComponentProps, type ReactNode } from 'react';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Shown under the field, inside its input group so Bootstrap's validation styles reach it. */
  feedback?: ReactNode;
}

/** A password field with a show/hide toggle that screen readers announce as a pressed or unpressed button. */
export function PasswordInput({ className = '', feedback, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group has-validation">
      <input
        {...inputProps}
        type={visible ? 'text' : 'password'}
        className={`form-control ${className}`.trim()}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={inputProps.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
      {feedback}
    </div>
  );
}
