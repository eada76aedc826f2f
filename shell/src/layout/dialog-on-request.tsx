import type { RemoteName, ShellRequest } from '@haveli/contracts';
import { requests$ } from '@haveli/event-bus';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { warmRemote } from '../federation/preload';

const loadRemoteDialog = () => import(/* webpackChunkName: "remote-dialog" */ '../federation/remote-dialog');
const RemoteDialog = lazy(() => loadRemoteDialog().then((module) => ({ default: module.RemoteDialog })));

/**
 * Fetches a remote's dialog ahead, as a pointer, a finger or the focus reaches its button: the shell's frame
 * for it and the remote's code, so the dialog opens with less of a wait.
 */
export function preloadDialog(remote: RemoteName): void {
  void loadRemoteDialog();
  warmRemote(remote);
}

export interface DialogOnRequestProps {
  /** The bus request that opens it, from the header's button or any app. */
  request: ShellRequest['type'];
  /** The remote's dialog (`SHELL_DIALOGS`). */
  dialog: { remote: RemoteName; dialog: string };
  title: string;
}

/**
 * A remote's dialog the shell opens on a bus request: nothing of it is fetched before the first request. It is
 * drawn in the page's body, not the header's menu, which a collapsed phone menu would hide.
 */
export function DialogOnRequest({ request, dialog, title }: DialogOnRequestProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const subscription = requests$.subscribe((asked) => {
      if (asked.type !== request) return;
      setWanted(true);
      setOpen(true);
    });
    return () => subscription.unsubscribe();
  }, [request]);

  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <RemoteDialog {...dialog} title={title} open={open} onClose={() => setOpen(false)} />
    </Suspense>,
    document.body,
  );
}
