import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Greeting', { description: 'A greeting (good morning, birthday…): a gallery of poster images in a category' })
export class GreetingModel {
  @Field(() => ID, { description: "The greeting's id (UUID)" })
  id: string;

  @Field(() => ID, { description: 'The category it belongs to' })
  categoryId: string;

  @Field({ description: 'The name' })
  greetingName: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field({ description: "Shown on the app's home screen" })
  isHomePage: boolean;

  @Field(() => [ImageModel], { description: 'The gallery, in order' })
  images: ImageModel[];

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
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
