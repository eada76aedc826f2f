import { saveFile } from '@haveli/ui';
import { useState } from 'react';
import { downloadStayCalendarFile, downloadStayConfirmationPdf } from '../api/stays';

const FILES = [
  { kind: 'ics', label: 'Add to calendar (.ics)', fetch: downloadStayCalendarFile, ext: 'ics' },
  { kind: 'pdf', label: 'Download PDF confirmation', fetch: downloadStayConfirmationPdf, ext: 'pdf' },
] as const;

/** The confirmation's files: an add-to-calendar file and the PDF with the GST breakdown. */
export function BookingDownloads({ reference }: { reference: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (file: (typeof FILES)[number]) => {
    setBusy(file.kind);
    setFailure(null);
    try {
      saveFile(await file.fetch(reference), `haveli-${reference}.${file.ext}`);
    } catch {
      // A file's error answer arrives as a Blob, not as the API's message: say what the guest can do.
      setFailure('The file could not be downloaded. Please try again in a moment.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        {FILES.map((file) => (
          <button
            key={file.kind}
            type="button"
            className="btn btn-outline-primary"
            disabled={busy !== null}
            onClick={() => void download(file)}
          >
            {busy === file.kind && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {file.label}
          </button>
        ))}
      </div>
      {failure && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {failure}
        </div>
      )}
    </div>
  );
}
