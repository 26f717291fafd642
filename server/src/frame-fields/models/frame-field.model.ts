import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { FrameFieldType } from '../../generated/prisma/enums.js';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('FrameField', { description: "A value a frame region can print: a field of the app user's profile (name, mobile, logo…)" })
export class FrameFieldModel {
  @Field(() => ID, { description: "The frame field's id (UUID)" })
  id: string;

  @Field({ description: 'The title staff see' })
  title: string;

  @Field({ description: 'The name the render reads the value by, unique' })
  variableName: string;

  @Field(() => FrameFieldType, { description: 'What it prints: text or an image' })
  type: FrameFieldType;

  @Field({ description: 'Whether it is for election frames' })
  isElection: boolean;

  @Field(() => ImageModel, { nullable: true, description: 'A sample or placeholder image (image fields only)' })
  image: ImageModel | null;

  @Field(() => Int, { description: 'How many frames have a region bound to this field' })
  frameCount: number;

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

export const frameFieldSelect = {
  id: true,
  title: true,
  variableName: true,
  type: true,
  isElection: true,
  createdAt: true,
  images: { ...galleryImages, take: 1 },
} as const;

export type FrameFieldRow = {
  id: string;
  title: string;
  variableName: string;
  type: FrameFieldType;
  isElection: boolean;
  createdAt: Date;
  images: ImageRow[];
};

export function toFrameFieldModel(row: FrameFieldRow, frameCount: number, toImage: (image: ImageRow) => ImageModel): FrameFieldModel {
  const { images, ...field } = row;
  return { ...field, image: images[0] ? toImage(images[0]) : null, frameCount };
}
