import { Classes, Icon, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from '../core/loginRoute';
import { msg, useTranslation } from '../core/i18n/i18n';

export const FORBIDDEN_TITLE = msg('You do not have access to this page');

/**
 * A signed-in user whose role may not open this address (issue 21.3): says
 * so, in the page and the browser tab, rather than moving them silently to
 * the dashboard; the address stays, so they can tell which page it was.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('{title} | Admin Panel', { title: t(FORBIDDEN_TITLE) });
  }, [t]);
  return (
    <NonIdealState
      icon="lock"
      title={t(FORBIDDEN_TITLE)}
      description={t('Your role does not include this page. Ask a superadmin if you need it.')}
      action={
        // A real link (it can open in a new tab and reads as a link), looking like a button.
        <Link to={HOME_PATH} className={Classes.BUTTON}>
          <Icon icon="dashboard" aria-hidden />
          <span className={Classes.BUTTON_TEXT}>{t('Go to Dashboard')}</span>
        </Link>
      }
    />
  );
}
