import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { numberLocale, useTranslation } from '../core/i18n/i18n';
import { showErrorToast, showSuccessToast } from '../core/toaster';
import { formatCount } from '../shared/format';
import { downloadAppUsersExport, type ExportProgress } from './downloadExport';
import './appUsers.css';

const formatMegabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString(numberLocale(), { maximumFractionDigits: 1 })} MB`;

/**
 * Spec §2 'Export Data': downloads users_export.xlsx of the current search.
 * While the file streams in, it shows how many users and how much has
 * arrived, and can be cancelled.
 */
export function ExportButton({ query }: { query: string }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress>();
  const controller = useRef<AbortController>(undefined);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ receivedBytes: 0 });
    try {
      await downloadAppUsersExport(query, setProgress, controller.current.signal);
      showSuccessToast(t('Export downloaded'));
    } catch (error) {
      if (controller.current?.signal.aborted) showSuccessToast(t('Export cancelled'));
      else showErrorToast(error instanceof Error && error.message ? t(error.message) : t('Failed to export users'));
    } finally {
      controller.current = undefined;
      setProgress(undefined);
    }
  };

  if (!progress) return <Button icon="export" text={t('Export Data')} onClick={() => void start()} />;

  const size = formatMegabytes(progress.receivedBytes);
  return (
    <div className="admin-export-progress" role="status" aria-label={t('Export progress')}>
      <span>
        {progress.totalRows === undefined
          ? t('Exporting {size} received', { size })
          : t('Exporting {users} users, {size} received', { users: formatCount(progress.totalRows), size })}
      </span>
      <ProgressBar intent={Intent.PRIMARY} className="admin-export-progress__bar" />
      <Button icon="cross" text={t('Cancel export')} variant="minimal" onClick={() => controller.current?.abort()} />
    </div>
  );
}
