import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Fragment, type MouseEvent } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { RESOURCES, SIDE_MENUS } from '../app/resources';
import { useSessionUser } from '../app/session';
import { Avatar } from './Avatar';

/** Spec §9: the side menu is 280 px wide. */
export const SIDE_MENU_WIDTH = 280;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The role's menu from the registry, under a header with the user's initial, name and email. */
export function SideMenu() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <nav className="admin-side-menu" aria-label="Main menu">
      <div className="admin-side-menu__header">
        <Avatar name={user.name} />
        <div className="admin-side-menu__identity">
          <div className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} admin-side-menu__name`}>{user.name}</div>
          <div className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.TEXT_MUTED}`}>{user.email}</div>
        </div>
      </div>
      {/* Links in a list, not an ARIA menu: each item navigates to a page. */}
      <Menu role="list" className="admin-side-menu__list">
        {SIDE_MENUS[user.role].map((section, sectionIndex) => (
          <Fragment key={section.title ?? sectionIndex}>
            {section.title && <MenuDivider title={section.title} />}
            {section.items.map((id) => {
              const resource = RESOURCES[id];
              const active = Boolean(matchPath({ path: resource.path, end: false }, pathname));
              return (
                <MenuItem
                  key={id}
                  roleStructure="listitem"
                  icon={resource.icon}
                  text={resource.title}
                  href={resource.path}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event: MouseEvent<HTMLElement>) => {
                    // Client-side navigation; modified clicks still open a new tab.
                    if (!isPlainLeftClick(event)) return;
                    event.preventDefault();
                    navigate(resource.path);
                  }}
                />
              );
            })}
          </Fragment>
        ))}
      </Menu>
    </nav>
  );
}
