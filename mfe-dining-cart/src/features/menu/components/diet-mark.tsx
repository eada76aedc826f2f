import { DIET_LABELS, type Diet } from '@haveli/contracts';

const COLOURS: Record<Diet, string> = { veg: '#1b8a3a', 'non-veg': '#7b3f00', egg: '#e0a800' };

/**
 * The familiar mark of an Indian menu: a square with a green dot (veg), a brown triangle (non-veg) or a
 * yellow dot (egg). Drawn inline, so it costs no request; its meaning is read out as text (not when
 * `decorative`: beside words that already say it).
 */
export function DietMark({ diet, decorative = false }: { diet: Diet; decorative?: boolean }) {
  const colour = COLOURS[diet];
  return (
    <span
      className="diet-mark d-inline-flex align-items-center"
      title={decorative ? undefined : DIET_LABELS[diet]}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="14" height="14" rx="1.5" fill="#fff" stroke={colour} strokeWidth="1.5" />
        {diet === 'non-veg' ? (
          <path d="M8 3.5 12.5 12h-9z" fill={colour} />
        ) : (
          <circle cx="8" cy="8" r="3.75" fill={colour} />
        )}
      </svg>
      {!decorative && <span className="visually-hidden">{DIET_LABELS[diet]}</span>}
    </span>
  );
}
