import { Drawer } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDE_MENU_WIDTH, SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useMediaQuery } from './useMediaQuery';

/** Below this width the side menu moves into a drawer behind a button. */
export const NARROW_SCREEN_QUERY = '(max-width: 799px)';

/** The signed-in layout: side menu, top bar and the current page. */
export function AdminShell() {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // Choosing a page in the drawer should reveal that page.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="admin-shell">
      {narrow ? (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position="left"
          size={SIDE_MENU_WIDTH}
          aria-label="Main menu"
        >
          <SideMenu />
        </Drawer>
      ) : (
        <aside className="admin-shell__side" style={{ width: SIDE_MENU_WIDTH }}>
          <SideMenu />
        </aside>
      )}
      <div className="admin-shell__main">
        <TopBar onOpenMenu={narrow ? () => setDrawerOpen(true) : undefined} />
        <main className="admin-shell__content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
