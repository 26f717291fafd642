import { Drawer, HotkeysProvider } from '@blueprintjs/core';
import { type MouseEvent, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDE_MENU_WIDTH, SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useMediaQuery } from '../core/useMediaQuery';
import { MAIN_CONTENT_ID } from '../core/landmarks';
import { msg, useTranslation } from '../core/i18n/i18n';
import './a11y.css';

export const SKIP_LINK_TEXT = msg('Skip to main content');

/** Moves focus past the menus to the page: its heading, else the main region. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>('h1[tabindex]') ?? main;
  target?.focus();
  target?.scrollIntoView({ block: 'start' });
}

/** Below this width the side menu moves into a drawer behind a button. */
export const NARROW_SCREEN_QUERY = '(max-width: 799px)';

/** Blueprint's shortcuts overlay ('?') is a dialog: it needs a name. */
const SHORTCUTS_DIALOG_TITLE = msg('Keyboard shortcuts');

/**
 * The signed-in layout: side menu, top bar and the current page. Its own
 * HotkeysProvider gives the shortcuts overlay a title (BlueprintProvider's
 * has none) and serves the screens' shortcuts wherever the shell is rendered.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const { pathname } = useLocation();
  // The drawer is open on the page it was opened on: choosing a page in it closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenOn(open ? pathname : null);

  return (
    <HotkeysProvider dialogProps={{ title: t(SHORTCUTS_DIALOG_TITLE) }}>
      <div className="admin-shell">
        <a className="admin-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
          {t(SKIP_LINK_TEXT)}
        </a>
        {narrow ? (
          <Drawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} position="left" size={SIDE_MENU_WIDTH} aria-label={t('Main menu')}>
            <SideMenu />
          </Drawer>
        ) : (
          <aside className="admin-shell__side" style={{ width: SIDE_MENU_WIDTH }}>
            <SideMenu />
          </aside>
        )}
        <div className="admin-shell__main">
          <header className="admin-shell__top">
            <TopBar onOpenMenu={narrow ? () => setDrawerOpen(true) : undefined} />
          </header>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="admin-shell__content">
            <Outlet />
          </main>
        </div>
      </div>
    </HotkeysProvider>
  );
}
