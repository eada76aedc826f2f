import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'outline' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-outline-primary',
  gold: 'btn-gold',
  outline: 'btn-outline-dark',
  link: 'btn-link',
};

/** Bootstrap's classes for a button of the house: also for a link that looks like one (`<Link className>`). */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return ['btn', VARIANT_CLASSES[variant], size === 'md' ? '' : `btn-${size}`, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work under way: the button is disabled, says it is busy, and shows a spinner beside its text. */
  busy?: boolean;
  children: ReactNode;
}

/** The site's button: `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
