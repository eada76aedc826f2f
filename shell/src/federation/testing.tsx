import { REMOTE_CONTRACT_VERSION, type RemoteDialogProps, type RemotePagesModule } from '@haveli/contracts';
import type { ComponentType } from 'react';

/**
 * For the shell's tests, a remote's dialog as far as the shell can tell: while open, a dialog named `title`
 * saying `text`, whose button `close` tells the shell it was closed.
 */
export function fakeDialog(title: string, text: string, close: string): ComponentType<RemoteDialogProps> {
  return function FakeDialog({ open, onClose }: RemoteDialogProps) {
    if (!open) return null;
    return (
      <div role="dialog" aria-label={title}>
        <p>{text}</p>
        <button type="button" onClick={onClose}>
          {close}
        </button>
      </div>
    );
  };
}

/** For the shell's tests, a remote's `./pages` module that offers these dialogs and no page. */
export const remoteWithDialogs = (dialogs: RemotePagesModule['dialogs']): RemotePagesModule => ({
  contractVersion: REMOTE_CONTRACT_VERSION,
  pages: {},
  dialogs,
});
