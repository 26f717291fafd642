import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('CustomCategory')
export class CustomCategoryModel {
  @Field(() => ID)
  id: string;

  @Field()
  customcategoryName: string;

  @Field(() => Int, { description: 'Lower numbers come first in the app' })
  priority: number;

  @Field()
  status: boolean;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field()
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
