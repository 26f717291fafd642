import { IMAGE_OWNERS, type ImageOwnerKeyName } from '../../../shared/entities/index.js';
import type { ImageKind } from '../generated/prisma/enums.js';

export { ImageKind };

/** The foreign keys of StoredImage, one per manifest with images (shared/entities): every image belongs to exactly one owner. */
export const IMAGE_OWNER_KEYS: readonly ImageOwnerKeyName[] = IMAGE_OWNERS.map(({ images }) => images.ownerKey);

export type ImageOwnerKey = ImageOwnerKeyName;

/** One owner, e.g. `{ sliderId: '…' }`. */
export type ImageOwner = { [Key in ImageOwnerKey]: { [K in Key]: string } }[ImageOwnerKey];

export function ownerOf(row: Partial<Record<ImageOwnerKey, string | null>>): ImageOwner | undefined {
  const key = IMAGE_OWNER_KEYS.find((name) => row[name]);
  return key ? ({ [key]: row[key] } as ImageOwner) : undefined;
}
