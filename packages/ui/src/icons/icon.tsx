import type { IconNode } from 'lucide';

/** An icon's drawing: Lucide's shapes as data (`lucide`), so a page carries the icons it shows and no runtime. */
export type IconShape = IconNode;

export interface IconProps {
  /** One of the icons `@haveli/ui` re-exports. */
  icon: IconShape;
  /** What the icon says on its own; without it the icon is decoration and hidden from screen readers. */
  label?: string;
  /** Size in px; the icon follows the text's colour. */
  size?: number;
  /** Filled with the text's colour (a star given), instead of drawn in outline. */
  filled?: boolean;
  className?: string;
}

/** An icon of the site's one set, as inline SVG: decorative unless given a label, then an image with that name. */
export function Icon({ icon, label, size = 20, filled = false, className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['haveli-icon', className].filter(Boolean).join(' ')}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.map(([Shape, attributes], index) => (
        // The shapes of one icon never change order: the index is their identity.
        <Shape key={index} {...attributes} />
      ))}
    </svg>
  );
}
