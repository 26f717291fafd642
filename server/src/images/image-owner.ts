import type { ImageKind } from '../generated/prisma/enums.js';

export { ImageKind };

/** The foreign keys of StoredImage: every image belongs to exactly one owner. */
export const IMAGE_OWNER_KEYS = [
  'businessId',
  'panchayatProfileId',
  'electionProfileId',
  'subcategoryId',
  'festivalId',
  'greetingId',
  'customCategoryId',
  'sliderId',
  'themeSampleId',
  'frameId',
  'frameFieldId',
] as const;

export type ImageOwnerKey = (typeof IMAGE_OWNER_KEYS)[number];

/** One owner, e.g. `{ sliderId: '…' }`. */
export type ImageOwner = { [Key in ImageOwnerKey]: { [K in Key]: string } }[ImageOwnerKey];

export function ownerOf(row: Partial<Record<ImageOwnerKey, string | null>>): ImageOwner | undefined {
  const key = IMAGE_OWNER_KEYS.find((name) => row[name]);
  return key ? ({ [key]: row[key] } as ImageOwner) : undefined;
}
