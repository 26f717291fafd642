import { LUNAR_MONTH_LABELS, SOLAR_SIGN_LABELS } from '../festival-months.js';
import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const FESTIVAL = {
  model: 'Festival',
  key: 'festival',
  nouns: ['festival', 'festivals'],
  label: 'Festival',
  graphqlType: 'Festival',
  messages: {
    listFailed: 'Failed to get festivals',
    created: 'Festival created successfully',
    createFailed: 'Failed to create festival',
    updated: 'Festival updated successfully',
    updateFailed: 'Failed to update festival',
    deleted: 'Festival deleted successfully',
    deleteFailed: 'Failed to delete festival',
    notFound: 'Festival not found',
  },
  rest: { path: 'festivals', tag: 'Festivals', tagDescription: 'Festivals screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'festival', label: 'Festival', description: 'A festival (with its posts)', name: (row) => String(row.festivalName) },
  images: { ownerKey: 'festivalId', kinds: { festival_image: 50 } },
  // The festival form's labels; the date rule's as its editor names them (DateRuleEditor).
  fields: {
    festivalName: { label: 'Festival Name' },
    isFixedDate: { label: 'Fixed date' },
    festivalDate: { label: 'Festival Date' },
    ruleKind: { label: 'Calendar', values: { LUNAR: 'Lunar: a tithi of a month', SOLAR: 'Solar: the Sun enters a sign' } },
    ruleMonth: { label: 'Month (amanta)', values: LUNAR_MONTH_LABELS },
    rulePaksha: { label: 'Paksha', values: { SHUKLA: 'Shukla (waxing)', KRISHNA: 'Krishna (waning)' } },
    ruleTithi: { label: 'Tithi' },
    ruleObservance: {
      label: 'Observed at',
      values: {
        SUNRISE: 'Sunrise (udaya)',
        MADHYAHNA: 'Madhyahna (midday)',
        APARAHNA: 'Aparahna (afternoon)',
        PRADOSH: 'Pradosh (evening)',
        NISHITA: 'Nishita (midnight)',
        PRADOSH_AFTER_BHADRA: 'Pradosh free of Bhadra (Holika Dahan)',
        APARAHNA_AFTER_BHADRA: 'Aparahna after Bhadra (Raksha Bandhan)',
      },
    },
    ruleSign: { label: 'Sign (sidereal, Lahiri)', values: SOLAR_SIGN_LABELS },
    ruleOffsetDays: { label: 'Days after' },
    status: { label: 'Status' },
    festivalDescription: { label: 'Festival Description' },
    notifyOnDay: { label: 'Notify on the day' },
    notifyAt: { label: 'Notify at' },
  },
  screens: [{ id: 'festivals', path: '/festivals', title: 'Festivals', icon: 'calendar', roles: ALL_STAFF, menu: { section: 'Content', order: 2 } }],
} as const satisfies EntityManifest;
