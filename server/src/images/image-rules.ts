/** Spec §5 and §9: what an uploaded image may be. One source for REST, GraphQL and the client texts. */
export const MAX_IMAGE_BYTES = 2_000_000;
/** Files in one multiple-image field. */
export const MAX_GALLERY_FILES = 50;
/** The long side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

export const IMAGE_MESSAGES = {
  type: 'Only png, jpg and jpeg images are allowed',
  tooLarge: 'Each image must be at most 2 MB (2,000,000 bytes)',
  tooMany: (max: number) => `Maximum allowed number of files exceeded. Only ${max} allowed`,
  unreadable: 'The image could not be read. Upload a complete png, jpg or jpeg file',
  emptyName: 'The file needs a name ending in .png, .jpg or .jpeg',
} as const;

export type ImageMimeType = 'image/png' | 'image/jpeg';

const EXTENSIONS = /\.(png|jpe?g)$/i;

/** The name must end in png, jpg or jpeg (the content decides the type; the name must agree). */
export function hasImageExtension(name: string): boolean {
  return EXTENSIONS.test(name.trim());
}

/** PNG or JPEG by their magic bytes, or undefined. */
export function sniffImageType(head: Uint8Array): ImageMimeType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** Keeps an uploader's file name as harmless data: no folders, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}
