import { Classes } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';

/** Where the skip link lands: the page's heading. */
export const PAGE_HEADING_ID = 'admin-page-heading';

/**
 * The heading every screen starts with, the page's one h1 (sized like a
 * Blueprint H3); also names the browser tab.
 */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    if (typeof title === 'string') document.title = `${title} | Admin Panel`;
  }, [title]);
  return (
    <header className="admin-page-header">
      <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={`${Classes.HEADING} admin-page-header__title`}>
        {title}
      </h1>
      {children && <div className="admin-page-header__actions">{children}</div>}
    </header>
  );
}
