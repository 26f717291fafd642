import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('CustomCategory', { description: 'A custom category: a named gallery of poster images outside the festival calendar' })
export class CustomCategoryModel {
  @Field(() => ID, { description: "The custom category's id (UUID)" })
  id: string;

  @Field({ description: 'The name' })
  customcategoryName: string;

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
export const customCategorySelect = {
  id: true,
  customcategoryName: true,
  priority: true,
  status: true,
  createdAt: true,
  images: galleryImages,
} as const;

export type CustomCategoryRow = Omit<CustomCategoryModel, 'images'> & { images: ImageRow[] };
