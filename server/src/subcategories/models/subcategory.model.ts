import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Subcategory')
export class SubcategoryModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  categoryId: string;

  @Field()
  subcategoryName: string;

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
