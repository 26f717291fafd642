import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Subcategory', { description: 'A subcategory of a category: a gallery of poster images' })
export class SubcategoryModel {
  @Field(() => ID, { description: "The subcategory's id (UUID)" })
  id: string;

  @Field(() => ID, { description: 'The category it belongs to' })
  categoryId: string;

  @Field({ description: 'The name' })
  subcategoryName: string;

  @Field(() => Int, { description: 'Lower numbers come first in the app' })
  priority: number;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** One query for a list with every row's gallery (no query per row). */
export const subcategorySelect = {
  id: true,
  categoryId: true,
  subcategoryName: true,
  priority: true,
  status: true,
  createdAt: true,
  images: galleryImages,
} as const;

export type SubcategoryRow = Omit<SubcategoryModel, 'images'> & { images: ImageRow[] };
