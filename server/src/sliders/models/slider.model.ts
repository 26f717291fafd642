import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Slider')
export class SliderModel {
  @Field(() => ID)
  id: string;

  @Field()
  sliderName: string;

  @Field(() => String, { nullable: true })
  sliderLink: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => ImageModel, { nullable: true })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  sliderImage: string | null;

  @Field()
  createdAt: Date;
}

export const sliderSelect = {
  id: true,
  sliderName: true,
  sliderLink: true,
  status: true,
  createdAt: true,
  images: { ...galleryImages, take: 1 },
} as const;

export type SliderRow = {
  id: string;
  sliderName: string;
  sliderLink: string | null;
  status: boolean;
  createdAt: Date;
  images: ImageRow[];
};

export function toSliderModel(row: SliderRow, toImage: (image: ImageRow) => ImageModel): SliderModel {
  const { images, ...slider } = row;
  const image = images[0] ? toImage(images[0]) : null;
  return { ...slider, image, sliderImage: image?.path ?? null };
}
