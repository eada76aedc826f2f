import { saveFile } from '@haveli/ui';
import { messageOf } from '../../../lib/server-errors';
import { useExportMyData } from '../api/account-actions';

/** Downloads everything the hotel keeps about the guest as one JSON file. */
export function MyDataCard() {
  const exportData = useExportMyData();
  const download = async () => {
    const data = await exportData.mutateAsync();
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    saveFile(blob, `haveli-my-data-${data.exportedAt.slice(0, 10)}.json`);
  };
  return (
    <div className="card h-100">
      <div className="card-body">
        <h2 className="h5">Your data</h2>
        <p className="text-secondary">
          One file with your profile, stays, table bookings, orders, messages and notifications.
        </p>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={exportData.isPending}
          onClick={() => void download().catch(() => undefined)}
        >
          {exportData.isPending ? 'Preparing…' : 'Download my data'}
        </button>
        {exportData.isError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {messageOf(exportData.error)}
          </div>
        )}
      </div>
    </div>
  );
}
