import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('ThemeSample', { description: 'A sample poster design shown to app users' })
export class ThemeSampleModel {
  @Field(() => ID, { description: "The theme sample's id (UUID)" })
  id: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => ImageModel, { nullable: true, description: 'The sample image; null when none' })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  themeSampleImage: string | null;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

export const themeSampleSelect = {
  id: true,
  status: true,
  createdAt: true,
  images: { ...galleryImages, take: 1 },
} as const;

export type ThemeSampleRow = {
  id: string;
  status: boolean;
  createdAt: Date;
  images: ImageRow[];
};
