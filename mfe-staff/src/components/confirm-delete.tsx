import { Button } from '@haveli/ui';
import { useState } from 'react';

export interface ConfirmDeleteProps {
  /** What the button says, e.g. "Delete season". */
  label: string;
  /** What deleting does, asked before it is done: "Delete this season? Its nights go back to the base rate." */
  question: string;
  busy: boolean;
  onConfirm: () => void;
}

/** A delete that asks first, in place: the button turns into the question, "Yes, delete" and "Keep it". */
export function ConfirmDelete({ label, question, busy, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <span
      className="d-inline-flex flex-wrap align-items-center gap-2 me-auto"
      role="group"
      aria-label={question}
    >
      <span className="small">{question}</span>
      <Button busy={busy} onClick={onConfirm}>
        Yes, {label.charAt(0).toLowerCase()}
        {label.slice(1)}
      </Button>
      <Button variant="outline" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </span>
  );
}
