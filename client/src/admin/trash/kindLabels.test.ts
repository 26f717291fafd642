import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TrashKindName } from '../../../../shared/entities';
import type { TrashKind } from '../../gql/graphql';
import { KIND_LABELS } from './TrashPage';

// The Trash's kinds and their labels, in its filter's order, before they moved
// to the entity manifests (shared/entities), written out here.
const SPEC_KIND_LABELS = {
  category: 'Category',
  subcategory: 'Subcategory',
  greeting: 'Greeting',
  custom_category: 'Custom category',
  festival: 'Festival',
  festival_post: 'Festival post',
  slider: 'Slider',
  theme_sample: 'Theme sample',
  frame: 'Frame',
  frame_field: 'Frame field',
  subscription: 'Subscription plan',
  app_user: 'App user',
  business: 'Business',
  suvichar: 'Suvichar',
  image: 'Image',
};

describe("the Trash's kinds from the entity manifests", () => {
  it('labels every kind as before, in the same order', () => {
    expect(Object.entries(KIND_LABELS)).toEqual(Object.entries(SPEC_KIND_LABELS));
  });

  it("has the server's kinds", () => {
    expectTypeOf<TrashKindName>().toEqualTypeOf<TrashKind>();
  });
});
