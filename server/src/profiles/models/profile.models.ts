import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ImageModel } from '../../images/models/image.model.js';

/** A panchayat user's village council details (spec §3): logo, person photo and frames. */
@ObjectType('PanchayatProfile')
export class PanchayatProfileModel {
  @Field(() => ID)
  userId: string;

  @Field(() => ImageModel, { nullable: true })
  panchayatLogo: ImageModel | null;

  @Field(() => ImageModel, { nullable: true })
  personImage: ImageModel | null;

  @Field(() => [ImageModel])
  panchayatFrame: ImageModel[];
}

/** An election user's candidate details (spec §3): symbol, photo and frames. */
@ObjectType('ElectionProfile')
export class ElectionProfileModel {
  @Field(() => ID)
  userId: string;

  @Field(() => ImageModel, { nullable: true })
  candidateSymbol: ImageModel | null;

  @Field(() => ImageModel, { nullable: true })
  candidateImage: ImageModel | null;

  @Field(() => [ImageModel])
  candidateFrame: ImageModel[];
}
