import { Icons, IconSize } from '@blueprintjs/icons';
import { ICON_PATHS } from 'virtual:admin-icons';
import { describe, expect, it } from 'vitest';
import './icons';
import { SCREEN_LIST } from './screens';

describe('admin icons', () => {
  it('bundles the SVG paths of every icon the side menu names, in both sizes', () => {
    for (const { icon } of SCREEN_LIST) {
      expect({ icon, has16: Boolean(ICON_PATHS[16][icon]), has20: Boolean(ICON_PATHS[20][icon]) }).toEqual({ icon, has16: true, has20: true });
    }
  });

  it('bundles only the icons named in the admin source, not all of Blueprint (about 2,100)', () => {
    expect(Object.keys(ICON_PATHS[16]).length).toBeLessThan(200);
    expect(Object.keys(ICON_PATHS[20])).toEqual(Object.keys(ICON_PATHS[16]));
  });

  it('registers them as the module loads, before a screen renders', async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Icons.getPaths('dashboard', IconSize.STANDARD)).toBe(ICON_PATHS[16].dashboard);
    expect(Icons.getPaths('folder-open', IconSize.LARGE)).toBe(ICON_PATHS[20]['folder-open']);
  });
});
