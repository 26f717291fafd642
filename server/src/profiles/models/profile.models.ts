import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ImageModel } from '../../images/models/image.model.js';

/** A panchayat user's village council details (spec §3): logo, person photo and frames. */
@ObjectType('PanchayatProfile', { description: "A panchayat user's village council details (spec §3): logo, person's photo and frames" })
export class PanchayatProfileModel {
  @Field(() => ID, { description: 'The app user it belongs to' })
  userId: string;

  @Field(() => ImageModel, { nullable: true, description: "The panchayat's logo; null when none" })
  panchayatLogo: ImageModel | null;

  @Field(() => ImageModel, { nullable: true, description: 'Photo of the person (sarpanch or member); null when none' })
  personImage: ImageModel | null;

  @Field(() => [ImageModel], { description: 'Frame images, in gallery order' })
  panchayatFrame: ImageModel[];
}

/** An election user's candidate details (spec §3): symbol, photo and frames. */
@ObjectType('ElectionProfile', { description: "An election user's candidate details (spec §3): symbol, photo and frames" })
export class ElectionProfileModel {
  @Field(() => ID, { description: 'The app user it belongs to' })
  userId: string;

  @Field(() => ImageModel, { nullable: true, description: 'The party or election symbol; null when none' })
  candidateSymbol: ImageModel | null;

  @Field(() => ImageModel, { nullable: true, description: 'Photo of the candidate; null when none' })
  candidateImage: ImageModel | null;

  @Field(() => [ImageModel], { description: 'Frame images, in gallery order' })
  candidateFrame: ImageModel[];
}
