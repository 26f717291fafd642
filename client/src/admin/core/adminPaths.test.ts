import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS, isAdminPath } from './adminPaths';
import { SCREEN_LIST } from './screens';

describe('ADMIN_PATHS', () => {
  it('lists /login, /admin, the reset page and every screen of the registry', () => {
    expect([...ADMIN_PATHS].sort()).toEqual(['/login', '/admin', '/admin/reset-password', ...SCREEN_LIST.map((resource) => resource.path)].sort());
  });

  it('matches as React Router does: any case, a trailing slash, one segment per parameter', () => {
    expect(isAdminPath('/login')).toBe(true);
    expect(isAdminPath('/Categories/')).toBe(true);
    expect(isAdminPath('/subcategories/0b0e7a5e-0000-4000-8000-000000000000')).toBe(true);
    expect(isAdminPath('/subcategories')).toBe(false);
    expect(isAdminPath('/subcategories/a/b')).toBe(false);
    expect(isAdminPath('/categories//')).toBe(false);
    expect(isAdminPath('/privacy')).toBe(false);
  });
});
