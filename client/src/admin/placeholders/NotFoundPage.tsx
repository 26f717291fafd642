import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../core/loginRoute';
import { useTranslation } from '../core/i18n/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="search"
      title={t('Page not found')}
      description={t('There is no admin page at this address.')}
      action={<Button icon="dashboard" text={t('Go to Dashboard')} onClick={() => navigate(HOME_PATH)} />}
    />
  );
}
