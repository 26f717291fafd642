import { describe, expect, it } from 'vitest';
import { canOpen, RESOURCES, RESOURCE_LIST, SIDE_MENUS } from './resources';
import type { StaffRole } from './roles';

const ROLES: StaffRole[] = ['superadmin', 'admin', 'employee'];

describe('resource registry', () => {
  it('gives every menu item a route its role may open', () => {
    for (const role of ROLES) {
      for (const section of SIDE_MENUS[role]) {
        for (const id of section.items) expect([role, id, canOpen(RESOURCES[id], role)]).toEqual([role, id, true]);
      }
    }
  });

  it('matches the spec route table', () => {
    const allowed = (role: StaffRole) =>
      RESOURCE_LIST.filter((resource) => canOpen(resource, role))
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
    expect(allowed('admin')).toEqual(everyone);
    expect(allowed('employee')).toEqual(everyone);
    expect(allowed('superadmin')).toEqual([...everyone, '/adminusers', '/appusers', '/subscribedusers'].sort());
  });

  it('has unique paths', () => {
    const paths = RESOURCE_LIST.map((resource) => resource.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
