import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { BusinessFramesArg, BusinessLogoArg } from '../businesses/dto/business-upload.args.js';
import { BusinessModel } from '../businesses/models/business.model.js';
import { SuperadminOnly } from '../common/auth/roles.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { ProfileUserArgs } from './dto/profile.inputs.js';
import { ElectionProfileModel, PanchayatProfileModel } from './models/profile.models.js';
import { type ProfileFiles, ProfilesService } from './profiles.service.js';

type Uploads = Record<string, { uploads: UploadArg[] | null | undefined; max: number }>;

/** Profile frames of app users (superadmin, like the rest of /users). */
@Resolver()
@SuperadminOnly()
export class ProfilesResolver {
  constructor(
    private readonly service: ProfilesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => BusinessModel, {
    nullable: true,
    description: "The user's first business, whose logo and frames are their business frames. Who may call: superadmin.",
  })
  businessProfile(@Args() { userId }: ProfileUserArgs) {
    return this.service.businessProfile(userId);
  }

  @Query(() => PanchayatProfileModel, {
    description: "A panchayat user's village council profile; an empty one when they have none yet. Who may call: superadmin.",
  })
  panchayatProfile(@Args() { userId }: ProfileUserArgs) {
    return this.service.panchayatProfile(userId);
  }

  @Query(() => ElectionProfileModel, {
    description: "An election user's candidate profile; an empty one when they have none yet. Who may call: superadmin.",
  })
  electionProfile(@Args() { userId }: ProfileUserArgs) {
    return this.service.electionProfile(userId);
  }

  @Mutation(() => BusinessModel, { description: 'Replaces the logo when sent; adds frames. Who may call: superadmin.' })
  async saveBusinessProfile(
    @Args() { userId, userType }: ProfileUserArgs,
    @BusinessLogoArg()
    logo?: UploadArg | null,
    @BusinessFramesArg()
    frames?: UploadArg[] | null,
  ) {
    const files = await this.receive({
      businessLogo: { uploads: logo ? [logo] : [], max: 1 },
      businessFrame: { uploads: frames, max: MAX_GALLERY_FILES },
    });
    return this.service.saveBusinessProfile(userId, files, userType);
  }

  @Mutation(() => PanchayatProfileModel, { description: 'Replaces the logo and person image when sent; adds frames. Who may call: superadmin.' })
  async savePanchayatProfile(
    @Args() { userId, userType }: ProfileUserArgs,
    @Args('panchayatLogo', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new panchayat logo (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    logo?: UploadArg | null,
    @Args('personImage', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new photo of the person (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    person?: UploadArg | null,
    @Args('panchayatFrame', {
      type: () => [GraphQLUpload],
      nullable: true,
      description: 'Frame images to add: png, jpg or jpeg, each at most 2,000,000 bytes',
    })
    frames?: UploadArg[] | null,
  ) {
    const files = await this.receive({
      panchayatLogo: { uploads: logo ? [logo] : [], max: 1 },
      personImage: { uploads: person ? [person] : [], max: 1 },
      panchayatFrame: { uploads: frames, max: MAX_GALLERY_FILES },
    });
    return this.service.savePanchayatProfile(userId, files, userType);
  }

  @Mutation(() => ElectionProfileModel, { description: 'Replaces the symbol and candidate image when sent; adds frames. Who may call: superadmin.' })
  async saveElectionProfile(
    @Args() { userId, userType }: ProfileUserArgs,
    @Args('candidateSymbol', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new party symbol (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    symbol?: UploadArg | null,
    @Args('candidateImage', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new photo of the candidate (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    image?: UploadArg | null,
    @Args('candidateFrame', {
      type: () => [GraphQLUpload],
      nullable: true,
      description: 'Frame images to add: png, jpg or jpeg, each at most 2,000,000 bytes',
    })
    frames?: UploadArg[] | null,
  ) {
    const files = await this.receive({
      candidateSymbol: { uploads: symbol ? [symbol] : [], max: 1 },
      candidateImage: { uploads: image ? [image] : [], max: 1 },
      candidateFrame: { uploads: frames, max: MAX_GALLERY_FILES },
    });
    return this.service.saveElectionProfile(userId, files, userType);
  }

  /** Receives each field in turn; a refusal discards what came before. */
  private async receive(fields: Uploads): Promise<ProfileFiles> {
    const files: ProfileFiles = {};
    try {
      for (const [field, { uploads, max }] of Object.entries(fields)) files[field] = await this.images.receiveUploads(uploads, max);
      return files;
    } catch (error) {
      await this.images.discard(Object.values(files).flatMap((list) => list ?? []));
      throw error;
    }
  }
}
