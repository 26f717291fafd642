import { Classes } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../core/i18n/i18n';

/** Where the skip link lands: the page's heading. */
export const PAGE_HEADING_ID = 'admin-page-heading';

/**
 * The heading every screen starts with, the page's one h1 (sized like a
 * Blueprint H3); also names the browser tab. A string title is English
 * (msg() or a manifest's screen title), translated here; a node is shown as given.
 */
export function PageHeader({ title: givenTitle, children }: { title: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const title = typeof givenTitle === 'string' ? t(givenTitle) : givenTitle;
  useEffect(() => {
    if (typeof title === 'string') document.title = t('{title} | Admin Panel', { title });
  }, [title, t]);
  return (
    <header className="admin-page-header">
      <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={`${Classes.HEADING} admin-page-header__title`}>
        {title}
      </h1>
      {children && <div className="admin-page-header__actions">{children}</div>}
    </header>
  );
}
