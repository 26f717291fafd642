import { Alignment, Button, Classes, Menu, MenuItem, Navbar, PopoverNext } from '@blueprintjs/core';
import { useSession, useSessionUser } from '../app/session';
import { nameInitial } from './Avatar';

export const NO_NOTIFICATIONS_TEXT = 'No new notifications';

/** Notifications are not built yet (spec: static placeholder text). */
function NotificationsMenu() {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Notifications">
          <MenuItem text={NO_NOTIFICATIONS_TEXT} icon="notifications" disabled />
        </Menu>
      }
    >
      <Button variant="minimal" icon="notifications" aria-label="Notifications" />
    </PopoverNext>
  );
}

function AccountMenu() {
  const user = useSessionUser();
  const { signOut } = useSession();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="admin-account-menu">
          <div className="admin-account-menu__name">{user.name}</div>
          <div className={Classes.TEXT_MUTED}>{user.email}</div>
          <Button className="admin-account-menu__logout" icon="log-out" text="Logout" fill onClick={signOut} />
        </div>
      }
    >
      <Button className="admin-avatar-button" aria-label={`Account menu for ${user.name}`}>
        {nameInitial(user.name)}
      </Button>
    </PopoverNext>
  );
}

export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  return (
    <Navbar className="admin-top-bar">
      <Navbar.Group align={Alignment.START}>
        {onOpenMenu && <Button variant="minimal" icon="menu" aria-label="Open menu" onClick={onOpenMenu} />}
        <Navbar.Heading className="admin-top-bar__brand">Admin Panel</Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        <NotificationsMenu />
        <AccountMenu />
      </Navbar.Group>
    </Navbar>
  );
}
