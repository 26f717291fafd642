import { Field, ID, ObjectType } from '@nestjs/graphql';
import { galleryImages, ImageModel, type ImageRow } from '../../images/models/image.model.js';

@ObjectType('Business')
export class BusinessModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  userId: string;

  @Field()
  businessName: string;

  @Field(() => String, { nullable: true })
  businessEmail: string | null;

  @Field(() => String, { nullable: true })
  businessMobile: string | null;

  @Field(() => String, { nullable: true })
  businessWebsite: string | null;

  @Field(() => String, { nullable: true })
  businessTagLine: string | null;

  @Field(() => String, { nullable: true })
  businessAddress: string | null;

  @Field(() => ImageModel, { nullable: true })
  businessLogo: ImageModel | null;

  @Field(() => [ImageModel], { description: 'Frames in gallery order' })
  businessFrame: ImageModel[];

  @Field()
  createdAt: Date;
}

export const businessSelect = {
  id: true,
  userId: true,
  businessName: true,
  businessEmail: true,
  businessMobile: true,
  businessWebsite: true,
  businessTagLine: true,
  businessAddress: true,
  createdAt: true,
  images: { ...galleryImages, select: { ...galleryImages.select, kind: true } },
} as const;

export type BusinessRow = Omit<BusinessModel, 'businessLogo' | 'businessFrame'> & {
  images: Array<ImageRow & { kind: string }>;
};
