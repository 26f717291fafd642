import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Greeting')
export class GreetingModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  categoryId: string;

  @Field()
  greetingName: string;

  @Field()
  status: boolean;

  @Field({ description: "Shown on the app's home screen" })
  isHomePage: boolean;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field()
  createdAt: Date;
}

/** One query for a list with every row's gallery (no query per row). */
export const greetingSelect = {
  id: true,
  categoryId: true,
  greetingName: true,
  status: true,
  isHomePage: true,
  createdAt: true,
  images: galleryImages,
} as const;

export type GreetingRow = Omit<GreetingModel, 'images'> & { images: ImageRow[] };
