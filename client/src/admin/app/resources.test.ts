import { describe, expect, it } from 'vitest';
import { SCREEN_LIST } from '../core/screens';
import { CONFIG_FILES, configScreenId, PAGE_COMPONENTS, RESOURCE_LIST } from './resources';

describe('registry', () => {
  it('gives every screen a component, so none shows Coming soon', () => {
    expect(RESOURCE_LIST.map((resource) => resource.id)).toEqual(SCREEN_LIST.map((screen) => screen.id));
    expect(RESOURCE_LIST.filter((resource) => !resource.component).map((resource) => resource.id)).toEqual([]);
  });
});

describe('config screens', () => {
  it('finds each `<screen id>.resource.tsx` and names a screen by each, none that has a page too', () => {
    const configured = Object.keys(CONFIG_FILES).map(configScreenId).sort();
    const screenIds = SCREEN_LIST.map((screen) => screen.id as string);
    // Every screen without a page of its own is a config (the pages are the few that are more than a list).
    expect(configured).toEqual(screenIds.filter((id) => !(id in PAGE_COMPONENTS)).sort());
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(['dashboard', 'frames', 'posts', 'reports']);
    expect(configured.filter((id) => !screenIds.includes(id))).toEqual([]);
    expect(configured.filter((id) => id in PAGE_COMPONENTS)).toEqual([]);
  });
});
