import { Button, Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from '../../core/i18n/i18n';

/** The upload's percentage with a Cancel that aborts it (issue 6: fetch cannot report progress; XHR does). */
export function UploadProgressBar({ fraction, onCancel }: { fraction: number; onCancel?: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  const done = percent >= 100;
  return (
    <div className="admin-upload-progress">
      <ProgressBar
        value={fraction}
        intent={Intent.PRIMARY}
        animate={!done}
        stripes={!done}
        aria-label={done ? t('Processing images') : t('Uploading {percent}%', { percent })}
      />
      <span aria-live="polite">{done ? t('Processing…') : `${percent}%`}</span>
      {onCancel && <Button size="small" text={t('Cancel upload')} onClick={onCancel} />}
    </div>
  );
}
