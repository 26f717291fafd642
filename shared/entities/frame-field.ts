import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const FRAME_FIELD = {
  model: 'FrameField',
  key: 'frameField',
  nouns: ['frame field', 'frame fields'],
  label: 'Frame Field',
  graphqlType: 'FrameField',
  unique: ['variableName'],
  messages: {
    listFailed: 'Failed to get frame fields',
    created: 'Frame field created successfully',
    createFailed: 'Failed to create frame field',
    updated: 'Frame field updated successfully',
    updateFailed: 'Failed to update frame field',
    deleted: 'Frame field deleted successfully',
    deleteFailed: 'Failed to delete frame field',
    taken: { variableName: 'A frame field with this variable name already exists' },
  },
  rest: { path: 'framefield', tag: 'FrameFields', tagDescription: 'Frame fields screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: {
    kind: 'frame_field',
    label: 'Frame field',
    description: 'A frame field',
    name: (row) => `${String(row.title)} (${String(row.variableName)})`,
  },
  images: { ownerKey: 'frameFieldId', kinds: { frame_field_image: 1 } },
  fields: {
    title: { label: 'Title' },
    variableName: { label: 'Variable Name' },
    type: { label: 'Type', values: { text: 'Text', image: 'Image' } },
    isElection: { label: 'Is Election', values: { true: 'Yes', false: 'No' } },
  },
} as const satisfies EntityManifest;
