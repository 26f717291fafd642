import { describe, expect, it } from 'vitest';
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
      '/themesamples',
    ];
    expect(allowed('admin')).toEqual([...everyone, '/trash'].sort());
    expect(allowed('employee')).toEqual(everyone);
    // Issue 16: the History screen is the superadmin's; the Trash the superadmin's and the admin's.
    expect(allowed('superadmin')).toEqual([...everyone, '/adminusers', '/appusers', '/history', '/subscribedusers', '/trash'].sort());
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
