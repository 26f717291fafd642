import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Business', { description: 'A business of an app user: the details printed on their posters' })
export class BusinessModel {
  @Field(() => ID, { description: "The business's id (UUID)" })
  id: string;

  @Field(() => ID, { description: 'The app user it belongs to' })
  userId: string;

  @Field({ description: "The business's name" })
  businessName: string;

  @Field(() => String, { nullable: true, description: 'Contact email; null when not given' })
  businessEmail: string | null;

  @Field(() => String, { nullable: true, description: 'Contact mobile number, 10 digits; null when not given' })
  businessMobile: string | null;

  @Field(() => String, { nullable: true, description: 'Website URL; null when not given' })
  businessWebsite: string | null;

  @Field(() => String, { nullable: true, description: 'Tag line; null when not given' })
  businessTagLine: string | null;

  @Field(() => String, { nullable: true, description: 'Address; null when not given' })
  businessAddress: string | null;

  @Field(() => ImageModel, { nullable: true, description: 'The logo image; null when none' })
  businessLogo: ImageModel | null;

  @Field(() => [ImageModel], { description: 'Frames in gallery order' })
  businessFrame: ImageModel[];

  @Field({ description: 'When it was added (ISO 8601 date-time, UTC)' })
  createdAt: Date;
}

/** The business's own texts: what a poster prints of it. */
export const businessDetailsSelect = {
  businessName: true,
  businessEmail: true,
  businessMobile: true,
  businessWebsite: true,
  businessTagLine: true,
  businessAddress: true,
} as const;

export const businessSelect = {
  id: true,
  userId: true,
  ...businessDetailsSelect,
  createdAt: true,
  images: { ...galleryImages, select: { ...galleryImages.select, kind: true } },
} as const;

export type BusinessRow = Omit<BusinessModel, 'businessLogo' | 'businessFrame'> & {
  images: Array<ImageRow & { kind: string }>;
};
