import { USER_TYPE_LABELS } from '../user-types.js';
import { ALL_STAFF, type EntityManifest } from './manifest.js';

/** A subscription plan (spec §2 'Subscriptions'). */
export const SUBSCRIPTION = {
  model: 'Subscription',
  key: 'subscription',
  nouns: ['plan', 'plans'],
  label: 'Subscription',
  graphqlType: 'SubscriptionPlan',
  messages: {
    listFailed: 'Failed to get subscriptions',
    created: 'Subscription created successfully',
    createFailed: 'Failed to create subscription',
    updated: 'Subscription updated successfully',
    updateFailed: 'Failed to update subscription',
    deleted: 'Subscription deleted successfully',
    deleteFailed: 'Failed to delete subscription',
  },
  rest: { path: 'subscriptions', tag: 'Subscriptions', tagDescription: 'Subscription plans screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'subscription', label: 'Subscription plan', description: 'A subscription plan', name: (row) => String(row.subscriptionName) },
  fields: {
    subscriptionName: { label: 'Subscription Name' },
    subscriptionAmount: { label: 'Subscription Amount' },
    subscriptionDuration: { label: 'Subscription Duration' },
    subscriptionType: { label: 'Subscription Type', values: USER_TYPE_LABELS },
    status: { label: 'Status' },
  },
  screens: [
    {
      id: 'subscriptions',
      path: '/subscriptions',
      title: 'Subscriptions',
      icon: 'credit-card',
      roles: ALL_STAFF,
      menu: { section: 'Master', order: 5, flatOrder: 10 },
    },
  ],
} as const satisfies EntityManifest;
