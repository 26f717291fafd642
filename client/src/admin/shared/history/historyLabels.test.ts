import { describe, expect, it } from 'vitest';
import { KIND_LABELS, kindLabel } from './historyLabels';

// The History's names for the server's entity kinds before they moved to the
// entity manifests (shared/entities), written out here.
const SPEC_KIND_LABELS = {
  AppUser: 'App User',
  Business: 'Business',
  Category: 'Category',
  CustomCategory: 'Custom Category',
  ElectionProfile: 'Election Profile',
  Festival: 'Festival',
  FestivalPost: 'Festival Post',
  Frame: 'Frame',
  FrameField: 'Frame Field',
  FrameRegion: 'Frame Region',
  Greeting: 'Greeting',
  Notification: 'Notification',
  ScheduledNotification: 'Scheduled Notification',
  PanchayatProfile: 'Panchayat Profile',
  Slider: 'Slider',
  StaffUser: 'Admin User',
  StoredImage: 'Image',
  Subcategory: 'Subcategory',
  Subscription: 'Subscription',
  ThemeSample: 'Theme Sample',
  Suvichar: 'Suvichar',
  TrashEntry: 'Trash',
};

describe("History's kind labels from the entity manifests", () => {
  it('names every kind as before', () => {
    expect(KIND_LABELS).toEqual(SPEC_KIND_LABELS);
    expect(kindLabel('StaffUser')).toBe('Admin User');
    expect(kindLabel('Unknown')).toBe('Unknown');
  });
});
