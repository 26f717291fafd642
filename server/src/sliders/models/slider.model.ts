import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Slider', { description: "A banner of the app's home screen carousel" })
export class SliderModel {
  @Field(() => ID, { description: "The slider's id (UUID)" })
  id: string;

  @Field({ description: 'The name' })
  sliderName: string;

  @Field(() => String, { nullable: true, description: 'Where tapping it leads; null for nowhere' })
  sliderLink: string | null;

  @Field({ description: 'Active (true) or inactive (false)' })
  status: boolean;

  @Field(() => ImageModel, { nullable: true, description: 'The banner image; null when none' })
  image: ImageModel | null;

  @Field(() => String, { nullable: true, description: 'Path of the original image, as the older clients read it' })
  sliderImage: string | null;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
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
