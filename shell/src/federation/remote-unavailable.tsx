import { remoteLabel, type RemoteName } from '@haveli/contracts';
import { ErrorState } from '@haveli/ui';

/** What a guest sees where a remote's page or dialog could not be drawn, with a Retry. */
export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <ErrorState
      title="Temporarily unavailable"
      message={`${remoteLabel(remote)} is temporarily unavailable. Please try again in a moment.`}
      onRetry={onRetry}
    />
  );
}
