import { type EntityManifest } from './manifest.js';

/** One stored image of any gallery; deleting one from a gallery moves it to the Trash. */
export const IMAGE = {
  model: 'StoredImage',
  key: 'image',
  nouns: ['image', 'images'],
  label: 'Image',
  graphqlType: 'Image',
  unique: ['path'],
  rest: { path: 'images', tag: 'Images', tagDescription: 'Gallery images of any screen: delete and reorder' },
  trash: {
    kind: 'image',
    label: 'Image',
    description: 'A gallery image',
    name: (row) => (typeof row.originalName === 'string' && row.originalName ? row.originalName : 'Image'),
  },
  fields: {
    kind: { label: 'Gallery' },
    path: { label: 'File' },
    thumbnailPath: { label: 'Thumbnail' },
    mimeType: { label: 'File type' },
    sizeBytes: { label: 'Size (bytes)' },
    width: { label: 'Width (px)' },
    height: { label: 'Height (px)' },
    originalName: { label: 'File name' },
    position: { label: 'Position' },
  },
} as const satisfies EntityManifest;
