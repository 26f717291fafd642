import { describe, expect, it } from 'vitest';
import { SCREEN_LIST } from '../core/screens';
import { RESOURCE_LIST } from './resources';

describe('registry', () => {
  it('gives every screen a component, so none shows Coming soon', () => {
    expect(RESOURCE_LIST.map((resource) => resource.id)).toEqual(SCREEN_LIST.map((screen) => screen.id));
    expect(RESOURCE_LIST.filter((resource) => !resource.component).map((resource) => resource.id)).toEqual([]);
  });
});
