import { useState } from 'react';
import { saveFile } from './save-file';

/**
 * A file the API gives only to the signed-in (so not a plain link), fetched and handed to the browser as a
 * download: `run(fetch, name)`, with the reason shown when it fails (`failure`).
 */
export function useDownload() {
  const [failure, setFailure] = useState<string | null>(null);
  const run = (fetch: () => Promise<Blob>, name: string) => {
    setFailure(null);
    fetch().then(
      (file) => saveFile(file, name),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  };
  return { failure, run };
}
