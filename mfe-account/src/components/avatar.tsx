export interface AvatarProps {
  name: string;
  size?: 'md' | 'lg';
}

/** The guest's initials in a circle: decoration beside their name, so hidden from screen readers. */
export function Avatar({ name, size = 'lg' }: AvatarProps) {
  const initials =
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?';
  return (
    <span className={`account-avatar account-avatar-${size}`} aria-hidden="true" data-testid="avatar">
      {initials}
    </span>
  );
}
