import { describe, expect, it } from 'vitest';
import type { EntityMessages } from '../../../../../shared/entities';
import { MESSAGES, NOTIFY_MESSAGES } from './messages';

// Spec §8's texts as the admin showed them before they moved to the entity
// manifests (shared/entities), written out here to the letter.
const USER_WRITES = {
  created: 'User created successfully',
  createFailed: 'Failed to create user',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
};

const SPEC_MESSAGES = {
  adminUser: { listFailed: 'Failed to get users', ...USER_WRITES },
  // Staff and app users share the spec's 'User …' texts.
  appUser: USER_WRITES,
  business: {
    listFailed: 'Failed to get businesses',
    created: 'Business created successfully',
    createFailed: 'Failed to create business',
    updated: 'Business updated successfully',
    updateFailed: 'Failed to update business',
    deleted: 'Business deleted successfully',
    deleteFailed: 'Failed to delete business',
    // Frames are added through the update.
    imagesAdded: 'Business updated successfully',
    imagesFailed: 'Failed to update business',
  },
  category: {
    listFailed: 'Failed to get categories',
    created: 'Category created successfully',
    createFailed: 'Failed to create category',
    updated: 'Category updated successfully',
    updateFailed: 'Failed to update category',
    deleted: 'Category deleted successfully',
    deleteFailed: 'Failed to delete category',
  },
  customCategory: {
    listFailed: 'Failed to get Customcategories',
    created: 'Customcategory created successfully',
    createFailed: 'Failed to create Customcategory',
    updated: 'Customcategory updated successfully',
    updateFailed: 'Failed to update Customcategory',
    deleted: 'Customcategory deleted successfully',
    deleteFailed: 'Failed to delete Customcategory',
    imagesAdded: 'Customcategory images added successfully',
    imagesFailed: 'Failed to add Customcategory images',
  },
  festival: {
    listFailed: 'Failed to get festivals',
    created: 'Festival created successfully',
    createFailed: 'Failed to create festival',
    updated: 'Festival updated successfully',
    updateFailed: 'Failed to update festival',
    deleted: 'Festival deleted successfully',
    deleteFailed: 'Failed to delete festival',
  },
  festivalPost: {
    listFailed: 'Failed to get festival post',
    created: 'Festival post created successfully',
    createFailed: 'Failed to create festival post',
    updated: 'Festival post updated successfully',
    updateFailed: 'Failed to update festival post',
    deleted: 'Festival post deleted successfully',
    deleteFailed: 'Failed to delete festival post',
  },
  frame: {
    listFailed: 'Failed to get frames',
    created: 'Frame created successfully',
    createFailed: 'Failed to create frame',
    updated: 'Frame updated successfully',
    updateFailed: 'Failed to update frame',
    deleted: 'Frame deleted successfully',
    deleteFailed: 'Failed to delete frame',
  },
  frameField: {
    listFailed: 'Failed to get frame fields',
    created: 'Frame field created successfully',
    createFailed: 'Failed to create frame field',
    updated: 'Frame field updated successfully',
    updateFailed: 'Failed to update frame field',
    deleted: 'Frame field deleted successfully',
    deleteFailed: 'Failed to delete frame field',
  },
  greeting: {
    listFailed: 'Failed to get greetings',
    created: 'Greeting created successfully',
    createFailed: 'Failed to create greeting',
    updated: 'Greeting updated successfully',
    updateFailed: 'Failed to update greeting',
    deleted: 'Greeting deleted successfully',
    deleteFailed: 'Failed to delete greeting',
    imagesAdded: 'Greeting images added successfully',
    imagesFailed: 'Failed to add greeting images',
  },
  scheduledNotification: {
    listFailed: 'Failed to get notifications',
    created: 'Notification scheduled Successfully',
    createFailed: 'Failed to schedule notification',
    updated: 'Notification moved Successfully',
    updateFailed: 'Failed to move notification',
    deleted: 'Notification cancelled Successfully',
    deleteFailed: 'Failed to cancel notification',
  },
  slider: {
    // Spec §8 gives the categories text as the sliders list's fallback.
    listFailed: 'Failed to get categories',
    created: 'Slider created successfully',
    createFailed: 'Failed to create slider',
    updated: 'Slider updated successfully',
    updateFailed: 'Failed to update slider',
    deleted: 'Slider deleted successfully',
    deleteFailed: 'Failed to delete slider',
  },
  subcategory: {
    listFailed: 'Failed to get subcategories',
    created: 'Subcategory created successfully',
    createFailed: 'Failed to create subcategory',
    updated: 'Subcategory updated successfully',
    updateFailed: 'Failed to update subcategory',
    deleted: 'Subcategory deleted successfully',
    deleteFailed: 'Failed to delete subcategory',
    // Two spaces: the spec's text.
    imagesAdded: 'Subcategory images added  successfully',
    imagesFailed: 'Failed to add subcategory images',
  },
  subscription: {
    listFailed: 'Failed to get subscriptions',
    created: 'Subscription created successfully',
    createFailed: 'Failed to create subscription',
    updated: 'Subscription updated successfully',
    updateFailed: 'Failed to update subscription',
    deleted: 'Subscription deleted successfully',
    deleteFailed: 'Failed to delete subscription',
  },
  themeSample: {
    // Spec §8 gives the categories text as this list's fallback too.
    listFailed: 'Failed to get categories',
    created: 'ThemeSample created successfully',
    createFailed: 'Failed to create ThemeSample',
    updated: 'ThemeSample updated successfully',
    updateFailed: 'Failed to update ThemeSample',
    deleted: 'ThemeSample deleted successfully',
    deleteFailed: 'Failed to delete ThemeSample',
  },
  suvichar: {
    listFailed: 'Failed to get suvichars',
    created: 'Suvichar created successfully',
    createFailed: 'Failed to create suvichar',
    updated: 'Suvichar updated successfully',
    updateFailed: 'Failed to update suvichar',
    deleted: 'Suvichar deleted successfully',
    deleteFailed: 'Failed to delete suvichar',
  },
};

describe('the toast texts from the entity manifests', () => {
  it("gives each resource the spec's texts", () => {
    const shown = Object.fromEntries(
      Object.entries<EntityMessages>(MESSAGES).map(([key, { notFound: _notFound, taken: _taken, ...texts }]) => [key, texts]),
    );
    expect(shown).toEqual(SPEC_MESSAGES);
  });

  it("gives the notify dialog the spec's texts", () => {
    expect(NOTIFY_MESSAGES).toEqual({ successMessage: 'Notification sent Successfully', failureMessage: 'Failed to send notification' });
  });
});
