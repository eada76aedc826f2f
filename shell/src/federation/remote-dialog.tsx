import { type RemoteDialogProps, type RemoteName } from '@haveli/contracts';
import { LoadingState, Modal } from '@haveli/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { loadRemotePages, RemoteUnavailableError } from './load-remote-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * One lazy component per dialog for the visit, so a dialog opened before opens at once. React.lazy remembers a
 * rejection forever: a failed load is forgotten here, so the next try loads again.
 */
const loadedDialogs = new Map<string, LazyExoticComponent<ComponentType<RemoteDialogProps>>>();

function lazyDialog(remote: RemoteName, dialog: string) {
  const id = `${remote}/${dialog}`;
  const known = loadedDialogs.get(id);
  if (known) return known;
  const Lazy = lazy(async (): Promise<{ default: ComponentType<RemoteDialogProps> }> => {
    try {
      const { dialogs, release } = await loadRemotePages(remote);
      const Dialog = dialogs?.[dialog];
      if (!Dialog) throw new RemoteUnavailableError(remote, `it exposes no dialog "${dialog}"`);
      // Marks the dialog with the remote and build that drew it, as a page's area is, for QA and support.
      const RemoteArea = (props: RemoteDialogProps) => (
        <div className="remote-area" data-remote={remote} data-release={release}>
          <Dialog {...props} />
        </div>
      );
      return { default: RemoteArea };
    } catch (error) {
      loadedDialogs.delete(id);
      throw error;
    }
  });
  loadedDialogs.set(id, Lazy);
  return Lazy;
}

export interface RemoteDialogHostProps extends RemoteDialogProps {
  remote: RemoteName;
  /** The key of the dialog in the remote's `./pages` module (`dialogs`). */
  dialog: string;
  /** The dialog's title, for the frame shown while it loads or when it cannot. */
  title: string;
}

/**
 * A remote's dialog, loaded from it on first opening: nothing of the remote is fetched before. While it loads, a
 * dialog of the same title says so; when it cannot load (the remote down, slow or refused) or fails while
 * drawing, the dialog says the remote's part of the site is unavailable, with a Retry, and the error is
 * logged (the fallback plugin, the error boundary). Closed after a failure, it tries again on the next opening.
 * Once drawn it stays mounted while closed, so what the guest typed is still there when it opens again.
 */
export function RemoteDialog({ remote, dialog, title, open, onClose }: RemoteDialogHostProps) {
  const [mounted, setMounted] = useState(open);
  // A failed load is forgotten by lazyDialog: asking again after one gives a fresh try.
  const [Dialog, setDialog] = useState(() => lazyDialog(remote, dialog));
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;

  // A frame the shell drew (loading or failed) is dropped when closed: the next opening starts afresh.
  const closeFrame = () => {
    setMounted(false);
    setDialog(() => lazyDialog(remote, dialog));
    onClose();
  };
  return (
    <RemoteErrorBoundary
      onRetry={() => setDialog(() => lazyDialog(remote, dialog))}
      fallback={(retry) => (
        <Modal title={title} open={open} onClose={closeFrame}>
          <RemoteUnavailable remote={remote} onRetry={retry} />
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <Modal title={title} open={open} onClose={closeFrame}>
            <LoadingState />
          </Modal>
        }
      >
        <Dialog open={open} onClose={onClose} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
