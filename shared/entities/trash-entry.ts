import { type EntityManifest } from './manifest.js';

/** A record in the Trash; History names a restore or a purge by it. */
export const TRASH_ENTRY = {
  model: 'TrashEntry',
  key: 'trashEntry',
  nouns: ['trash entry', 'trash entries'],
  label: 'Trash',
  graphqlType: 'TrashEntry',
} as const satisfies EntityManifest;
