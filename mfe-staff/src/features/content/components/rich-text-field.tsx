import { LoadingState, SafeHtml } from '@haveli/ui';
import { lazy, Suspense, useId } from 'react';

// The editor (TipTap and ProseMirror) comes only with a form that has rich text, never with a list or a public page.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/** A rich-text field: the editor, its message, and a preview of the HTML as the public site shows it. */
export function RichTextField({ label, value, onChange, error }: RichTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <div id={`${id}-label`} className="form-label">
        {label}
      </div>
      <Suspense fallback={<LoadingState label="Loading the editor…" skeleton="lines" />}>
        <RichTextEditor
          value={value}
          onChange={onChange}
          label={label}
          labelId={`${id}-label`}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      )}
      <section className="mt-2" aria-label={`Preview of ${label.toLowerCase()}`}>
        <h3 className="h6 text-secondary">Preview</h3>
        <div className="border rounded p-3 bg-body">
          {value ? <SafeHtml html={value} /> : <p className="text-secondary mb-0">Nothing written yet.</p>}
        </div>
      </section>
    </div>
  );
}
