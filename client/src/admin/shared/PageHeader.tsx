import { H3 } from '@blueprintjs/core';
import { type ReactNode, useEffect } from 'react';

/** The heading every screen starts with; also names the browser tab. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    if (typeof title === 'string') document.title = `${title} | Admin Panel`;
  }, [title]);
  return (
    <header className="admin-page-header">
      <H3 className="admin-page-header__title">{title}</H3>
      {children && <div className="admin-page-header__actions">{children}</div>}
    </header>
  );
}
