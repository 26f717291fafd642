import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../core/toaster';
import { downloadAppUsersExport, type ExportProgress } from './downloadExport';
import './appUsers.css';

const formatMegabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;

/**
 * Spec §2 'Export Data': downloads users_export.xlsx of the current search.
 * While the file streams in, it shows how many users and how much has
 * arrived, and can be cancelled.
 */
export function ExportButton({ query }: { query: string }) {
  const [progress, setProgress] = useState<ExportProgress>();
  const controller = useRef<AbortController>(undefined);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ receivedBytes: 0 });
    try {
      await downloadAppUsersExport(query, setProgress, controller.current.signal);
      showSuccessToast('Export downloaded');
    } catch (error) {
      if (controller.current?.signal.aborted) showSuccessToast('Export cancelled');
      else showErrorToast(error instanceof Error && error.message ? error.message : 'Failed to export users');
    } finally {
      controller.current = undefined;
      setProgress(undefined);
    }
  };

  if (!progress) return <Button icon="export" text="Export Data" onClick={() => void start()} />;

  const users = progress.totalRows === undefined ? '' : `${progress.totalRows.toLocaleString('en-IN')} users, `;
  return (
    <div className="admin-export-progress" role="status" aria-label="Export progress">
      <span>
        Exporting {users}
        {formatMegabytes(progress.receivedBytes)} received
      </span>
      <ProgressBar intent={Intent.PRIMARY} className="admin-export-progress__bar" />
      <Button icon="cross" text="Cancel export" variant="minimal" onClick={() => controller.current?.abort()} />
    </div>
  );
}
