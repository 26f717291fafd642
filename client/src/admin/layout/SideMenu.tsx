import { Classes, Menu, MenuItem } from '@blueprintjs/core';
import { Fragment, type MouseEvent } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { SCREENS, SIDE_MENUS } from '../core/screens';
import { useSessionUser } from '../core/session';
import { Avatar } from './Avatar';
import { useTranslation } from '../core/i18n/i18n';

/** Spec §9: the side menu is 280 px wide. */
export const SIDE_MENU_WIDTH = 280;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The role's menu from the registry (the manifests' English titles and sections, translated here), under a header with the user's initial, name and email. */
export function SideMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <nav className="admin-side-menu" aria-label={t('Main menu')}>
      <div className="admin-side-menu__header">
        <Avatar name={user.name} />
        <div className="admin-side-menu__identity">
          <div className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} admin-side-menu__name`}>{user.name}</div>
          <div className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.TEXT_MUTED}`}>{user.email}</div>
        </div>
      </div>
      {/*
        Links in lists, not an ARIA menu: each item navigates to a page. A
        section is a heading and its own list (a separator inside a list is
        not allowed by ARIA).
      */}
      {SIDE_MENUS[user.role].map((section, sectionIndex) => {
        const headingId = `admin-side-menu-section-${sectionIndex}`;
        return (
          <Fragment key={section.title ?? sectionIndex}>
            {section.title && (
              <h2 id={headingId} className={`${Classes.HEADING} ${Classes.MENU_HEADER} admin-side-menu__section`}>
                {t(section.title)}
              </h2>
            )}
            <Menu role="list" aria-labelledby={section.title ? headingId : undefined} className="admin-side-menu__list">
              {section.items.map((id) => {
                const resource = SCREENS[id];
                const active = Boolean(matchPath({ path: resource.path, end: false }, pathname));
                return (
                  <MenuItem
                    key={id}
                    roleStructure="listitem"
                    icon={resource.icon}
                    text={t(resource.title)}
                    href={resource.path}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) => {
                      // Client-side navigation; modified clicks still open a new tab.
                      if (!isPlainLeftClick(event)) return;
                      event.preventDefault();
                      void navigate(resource.path);
                    }}
                  />
                );
              })}
            </Menu>
          </Fragment>
        );
      })}
    </nav>
  );
}
