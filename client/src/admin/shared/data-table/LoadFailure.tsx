import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from '../../core/i18n/i18n';

/**
 * A list that could not be loaded: the reason and a way to try again (never
 * 'No Data Available'). A failed retry shows again through `error`.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.DANGER} icon="error" className="admin-data-table__failure" role="alert">
      <p>{t(message)}</p>
      {onRetry && <Button icon="refresh" text={t('Retry')} onClick={() => void Promise.resolve(onRetry()).catch(() => {})} />}
    </Callout>
  );
}
