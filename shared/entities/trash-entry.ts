import { type EntityManifest } from './manifest.js';

/** A record in the Trash; History names a restore or a purge by it. */
export const TRASH_ENTRY = {
  model: 'TrashEntry',
  key: 'trashEntry',
  nouns: ['trash entry', 'trash entries'],
  label: 'Trash',
  graphqlType: 'TrashEntry',
  // As the Trash screen names them.
  fields: {
    kind: { label: 'Kind' },
    label: { label: 'Name' },
    contents: { label: 'Contents' },
    thumbnailPath: { label: 'Thumbnail' },
    filePaths: { label: 'Files' },
    snapshot: { label: 'Deleted rows' },
    deletedById: { label: 'Deleted by' },
    deletedByName: { label: 'Deleted by (name)' },
    deletedAt: { label: 'Deleted at' },
  },
} as const satisfies EntityManifest;
