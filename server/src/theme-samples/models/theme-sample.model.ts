import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('ThemeSample')
export class ThemeSampleModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => ImageModel, { nullable: true })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  themeSampleImage: string | null;

  @Field()
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

export function toThemeSampleModel(row: ThemeSampleRow, toImage: (image: ImageRow) => ImageModel): ThemeSampleModel {
  const { images, ...sample } = row;
  const image = images[0] ? toImage(images[0]) : null;
  return { ...sample, image, themeSampleImage: image?.path ?? null };
}
