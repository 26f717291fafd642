import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Prisma } from '../../generated/prisma/client.js';

/** A stored image: the original and its thumbnail, as URLs clients load (spec §7: prefix the site root when root-relative). */
@ObjectType('Image', {
  description: 'A stored image: the original and its thumbnail, as URLs clients load (spec §7: prefix the site root when root-relative)',
})
export class ImageModel {
  @Field(() => ID, { description: "The image's id (UUID)" })
  id: string;

  @Field({
    description:
      'URL of the original: root-relative with local storage (/uploads/images/2026/11/<id>.png), absolute with a bucket (<S3_PUBLIC_URL>/images/…)',
  })
  path: string;

  @Field({ description: 'URL of the WebP thumbnail (about 320 px on the long side), root-relative or absolute like path; lists show this' })
  thumbnailPath: string;

  @Field(() => Int, { description: 'Width of the original in pixels' })
  width: number;

  @Field(() => Int, { description: 'Height of the original in pixels' })
  height: number;

  @Field(() => String, { nullable: true, description: "The file's name on the uploader's machine" })
  originalName: string | null;

  @Field({ description: 'image/png or image/jpeg' })
  mimeType: string;

  @Field(() => Int, { description: 'Size of the original in bytes, at most 2,000,000' })
  sizeBytes: number;

  @Field(() => Int, { description: "Order in its owner's gallery" })
  position: number;
}

/** The columns an ImageModel is made from; owners select `images: { select: imageSelect, orderBy: imageOrder }`. */
export const imageSelect = {
  id: true,
  path: true,
  thumbnailPath: true,
  width: true,
  height: true,
  originalName: true,
  mimeType: true,
  sizeBytes: true,
  position: true,
} as const;

export const imageOrder: Prisma.StoredImageOrderByWithRelationInput[] = [{ position: 'asc' }, { createdAt: 'asc' }];

/** An owner's images in gallery order: `select: { images: galleryImages }` (or `{ ...galleryImages, where: { kind } }`). */
export const galleryImages = { select: imageSelect, orderBy: imageOrder } as const;

export type ImageRow = {
  id: string;
  path: string;
  thumbnailPath: string;
  width: number;
  height: number;
  originalName: string | null;
  mimeType: string;
  sizeBytes: number;
  position: number;
};
