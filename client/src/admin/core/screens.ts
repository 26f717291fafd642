import type { IconName } from '@blueprintjs/core';
import { ALL_SCREENS, type MenuPlace, type ScreenIdName } from '../../../../shared/entities';
import type { StaffRole } from './roles';

/**
 * The admin's screens as data: path, title, icon and who may open them, and
 * the side menus. Each is an entity manifest's screen or a page's
 * (shared/entities); this file only shapes them for the admin. The side
 * menu, the command palette and links between screens read this; the
 * registry (app/resources.ts) gives each screen its lazily loaded component
 * and builds the routes. Kept apart so a screen can link to another without
 * importing the registry, which imports every screen.
 */
export interface AdminScreen {
  path: string;
  /** Page heading and menu label. */
  title: string;
  icon: IconName;
  /** Spec §2 route table: who may open it; others see 'You do not have access to this page'. */
  roles: readonly StaffRole[];
}

/** 'dashboard', 'themeSamples', …: the manifests' screen ids. */
export type ScreenId = ScreenIdName;

// The manifests are literal (`as const`), so the compiler checks that each
// icon they name is one of Blueprint's: no cast.
export const SCREEN_LIST: ReadonlyArray<AdminScreen & { id: ScreenId }> = ALL_SCREENS.map(({ id, path, title, icon, roles }) => ({
  id,
  path,
  title,
  icon,
  roles,
}));

export const SCREENS = Object.fromEntries(SCREEN_LIST.map((screen) => [screen.id, screen])) as Record<ScreenId, AdminScreen & { id: ScreenId }>;

export interface MenuSection {
  /** Group heading; the admin and employee menus have none. */
  title?: string;
  items: readonly ScreenId[];
}

/** The superadmin's menu sections, in order. */
const SECTIONS = ['Master', 'Content'] as const satisfies readonly MenuPlace['section'][];

/** The screens with a menu place that a role may open, by `orderOf` their place. */
function menuItems(role: StaffRole, keep: (menu: MenuPlace) => boolean, orderOf: (menu: MenuPlace) => number): ScreenId[] {
  return ALL_SCREENS.flatMap((screen) =>
    'menu' in screen && keep(screen.menu) && screen.roles.includes(role) ? [{ id: screen.id, menu: screen.menu }] : [],
  )
    .sort((first, second) => orderOf(first.menu) - orderOf(second.menu))
    .map((item) => item.id);
}

const flatMenu = (role: StaffRole): MenuSection[] => [
  {
    items: menuItems(
      role,
      () => true,
      (menu) => menu.flatOrder ?? menu.order,
    ),
  },
];

/**
 * Spec §2 'Side menu by role', then every other screen the role may open
 * (issue 6: a screen a role may open must be reachable from its menu), from
 * each screen's menu place: the superadmin's menu in two sections, the
 * admin's and employee's in one. Screens of one record (subcategories, a
 * category's greetings, businesses) have no menu place: they are reached
 * from their parent's row.
 */
export const SIDE_MENUS: Record<StaffRole, readonly MenuSection[]> = {
  superadmin: SECTIONS.map((section) => ({
    title: section,
    items: menuItems(
      'superadmin',
      (menu) => menu.section === section,
      (menu) => menu.order,
    ),
  })),
  admin: flatMenu('admin'),
  employee: flatMenu('employee'),
};

export function canOpen(screen: Pick<AdminScreen, 'roles'>, role: StaffRole): boolean {
  return screen.roles.includes(role);
}

export interface ScreenChoice {
  id: ScreenId;
  path: string;
  title: string;
  icon: IconName;
  /** The side menu section it sits in, if the menu has sections. */
  section?: string;
}

/**
 * The screens the command palette offers a role: its side menu, in the
 * menu's order, which holds every screen the role may open apart from the
 * screens of one record (they need the record's id).
 */
export function screensFor(role: StaffRole): ScreenChoice[] {
  return SIDE_MENUS[role].flatMap((section) =>
    section.items
      .filter((id) => canOpen(SCREENS[id], role))
      .map((id) => {
        const { path, title, icon } = SCREENS[id];
        return { id, path, title, icon, section: section.title };
      }),
  );
}
