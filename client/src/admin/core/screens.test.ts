import { IconNames } from '@blueprintjs/icons';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ALL_SCREENS, type MenuPlace, type StaffRole as ManifestRole } from '../../../../shared/entities';
import { canOpen, SCREEN_LIST, SCREENS, screensFor, SIDE_MENUS } from './screens';
import type { StaffRole } from './roles';

const ROLES: StaffRole[] = ['superadmin', 'admin', 'employee'];

describe('screens', () => {
  it('gives every menu item a route its role may open', () => {
    for (const role of ROLES) {
      for (const section of SIDE_MENUS[role]) {
        for (const id of section.items) expect([role, id, canOpen(SCREENS[id], role)]).toEqual([role, id, true]);
      }
    }
  });

  it('matches the spec route table', () => {
    const allowed = (role: StaffRole) =>
      SCREEN_LIST.filter((resource) => canOpen(resource, role))
        .map((resource) => resource.path)
        .sort();
    const everyone = [
      '/business/:id',
      '/categories',
      '/custom-categories',
      '/dashboard',
      '/festivals',
      '/frames',
      '/greetings',
      // The spec's Greetings table is for one category (route parameter id).
      '/greetings/:id',
      '/posts',
      '/reports',
      '/sliders',
      '/subcategories/:id',
      '/subscriptions',
      '/notifications',
      '/suvichar',
      '/themesamples',
      '/trash',
    ].sort();
    expect(allowed('admin')).toEqual(everyone);
    expect(allowed('employee')).toEqual(everyone);
    // Issue 16: the History screen is the superadmin's; issue 28.3: the Trash everyone's (an employee's holds their own deletions).
    expect(allowed('superadmin')).toEqual([...everyone, '/adminusers', '/appusers', '/history', '/subscribedusers'].sort());
  });

  it("lists every screen a role may open in its menu, the spec's menu first", () => {
    const menuOf = (role: StaffRole) => SIDE_MENUS[role].flatMap((section) => section.items);
    for (const role of ROLES) {
      const openable = SCREEN_LIST.filter((resource) => canOpen(resource, role) && !resource.path.includes(':'));
      expect([role, [...menuOf(role)].sort()]).toEqual([role, openable.map((resource) => resource.id).sort()]);
      expect(new Set(menuOf(role)).size).toBe(menuOf(role).length);
    }
    const spec = {
      superadmin: ['dashboard', 'appUsers', 'sliders', 'festivals', 'greetings', 'categories', 'posts'],
      admin: ['dashboard', 'sliders', 'festivals', 'greetings', 'categories', 'customCategories', 'posts', 'frames'],
      employee: ['dashboard', 'sliders', 'festivals', 'greetings', 'categories', 'customCategories', 'posts', 'frames', 'themeSamples'],
    };
    for (const role of ROLES) {
      // The spec's items keep their relative order.
      const specItems = menuOf(role).filter((id) => spec[role].includes(id));
      expect(specItems).toEqual(spec[role]);
    }
    // The admin and employee menus start with the spec's items.
    expect(menuOf('admin').slice(0, 8)).toEqual(spec.admin);
    expect(menuOf('employee').slice(0, 9)).toEqual(spec.employee);
  });

  it('has unique paths', () => {
    const paths = SCREEN_LIST.map((resource) => resource.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('screensFor (the command palette)', () => {
  it("offers each role its side menu's screens in order, never a screen of one record", () => {
    for (const role of ROLES) {
      const screens = screensFor(role);
      expect(screens.map((screen) => screen.id)).toEqual(SIDE_MENUS[role].flatMap((section) => section.items));
      for (const screen of screens) {
        expect(screen.path).not.toContain(':');
        expect(canOpen(SCREENS[screen.id], role)).toBe(true);
      }
    }
    expect(screensFor('superadmin').find((screen) => screen.id === 'appUsers')?.section).toBe('Master');
    expect(screensFor('admin').some((screen) => screen.id === 'appUsers')).toBe(false);
  });
});

describe('screens derived from the entity manifests (shared/entities)', () => {
  it('gives the screens of the route table, with their titles and icons', () => {
    const superadmin = ['superadmin'];
    const staff = ['superadmin', 'admin', 'employee'];
    expect(Object.fromEntries(SCREEN_LIST.map(({ id, ...screen }) => [id, screen]))).toEqual({
      dashboard: { path: '/dashboard', title: 'Dashboard', icon: 'dashboard', roles: staff },
      appUsers: { path: '/appusers', title: 'App Users', icon: 'people', roles: superadmin },
      adminUsers: { path: '/adminusers', title: 'Admin Users', icon: 'id-number', roles: superadmin },
      subscribedUsers: { path: '/subscribedusers', title: 'Subscribed Users', icon: 'crown', roles: superadmin },
      sliders: { path: '/sliders', title: 'Slider', icon: 'media', roles: staff },
      festivals: { path: '/festivals', title: 'Festivals', icon: 'calendar', roles: staff },
      greetings: { path: '/greetings', title: 'Greetings', icon: 'envelope', roles: staff },
      categoryGreetings: { path: '/greetings/:id', title: 'Greetings', icon: 'envelope', roles: staff },
      categories: { path: '/categories', title: 'Categories', icon: 'folder-close', roles: staff },
      subcategories: { path: '/subcategories/:id', title: 'Subcategories', icon: 'folder-open', roles: staff },
      customCategories: { path: '/custom-categories', title: 'Custom Categories', icon: 'folder-shared', roles: staff },
      posts: { path: '/posts', title: 'Posts', icon: 'timeline-events', roles: staff },
      frames: { path: '/frames', title: 'Frames', icon: 'widget', roles: staff },
      themeSamples: { path: '/themesamples', title: 'Theme Samples', icon: 'style', roles: staff },
      suvichar: { path: '/suvichar', title: 'Suvichar', icon: 'citation', roles: staff },
      businesses: { path: '/business/:id', title: 'Businesses', icon: 'office', roles: staff },
      subscriptions: { path: '/subscriptions', title: 'Subscriptions', icon: 'credit-card', roles: staff },
      reports: { path: '/reports', title: 'Reports', icon: 'chart', roles: staff },
      history: { path: '/history', title: 'History', icon: 'history', roles: superadmin },
      trash: { path: '/trash', title: 'Trash', icon: 'trash', roles: ['superadmin', 'admin', 'employee'] },
      notifications: { path: '/notifications', title: 'Notifications', icon: 'notifications', roles: staff },
    });
    expect(Object.keys(SCREENS)).toEqual(SCREEN_LIST.map((screen) => screen.id));
  });

  it("builds each role's side menu from the screens' menu places", () => {
    const contentMenu = [
      'dashboard',
      'sliders',
      'festivals',
      'greetings',
      'categories',
      'customCategories',
      'posts',
      'frames',
      'themeSamples',
      'suvichar',
    ];
    expect(SIDE_MENUS).toEqual({
      superadmin: [
        {
          title: 'Master',
          items: ['dashboard', 'appUsers', 'adminUsers', 'subscribedUsers', 'subscriptions', 'reports', 'history', 'trash', 'notifications'],
        },
        {
          title: 'Content',
          items: ['sliders', 'festivals', 'greetings', 'categories', 'posts', 'customCategories', 'frames', 'themeSamples', 'suvichar'],
        },
      ],
      admin: [{ items: [...contentMenu, 'subscriptions', 'reports', 'trash', 'notifications'] }],
      employee: [{ items: [...contentMenu, 'subscriptions', 'reports', 'trash', 'notifications'] }],
    });
  });

  it('gives no two menu items of one menu the same place', () => {
    for (const role of ROLES) {
      const places = ALL_SCREENS.flatMap((screen): MenuPlace[] => ('menu' in screen && screen.roles.includes(role) ? [screen.menu] : []));
      const sectioned = role === 'superadmin';
      const keys = places.map((menu) => (sectioned ? `${menu.section} ${menu.order}` : String(menu.flatOrder ?? menu.order)));
      expect([role, new Set(keys).size]).toEqual([role, keys.length]);
    }
  });

  it("names only Blueprint's icons", () => {
    const blueprint = new Set<string>(Object.values(IconNames));
    expect(ALL_SCREENS.map((screen) => screen.icon).filter((icon) => !blueprint.has(icon))).toEqual([]);
  });

  it("uses the admin's roles", () => {
    expectTypeOf<ManifestRole>().toEqualTypeOf<StaffRole>();
  });
});
