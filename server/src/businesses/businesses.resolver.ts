import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import type { UploadArg } from '../images/upload.scalar.js';
import { BusinessFramesArg, BusinessLogoArg } from './dto/business-upload.args.js';
import { BusinessesService } from './businesses.service.js';
import { BusinessesArgs, CreateBusinessInput, UpdateBusinessInput } from './dto/business.inputs.js';
import { BusinessModel } from './models/business.model.js';

@Resolver(() => BusinessModel)
@AllStaff()
export class BusinessesResolver {
  constructor(
    private readonly service: BusinessesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [BusinessModel], {
    description: "An app user's businesses, newest first; `query` filters by name. Who may call: any signed-in staff (superadmin, admin, employee).",
  })
  businesses(@Args() { id, query }: BusinessesArgs) {
    return this.service.list(id, query);
  }

  @Query(() => BusinessModel, { description: 'One business by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  business(@Args('id', { type: () => ID, description: "The business's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => BusinessModel, {
    description: 'Adds a business to an app user, with its logo and frame images. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async createBusiness(
    @Args('input', { description: "The business's details and its app user" }) input: CreateBusinessInput,
    @BusinessLogoArg('The logo: one png, jpg or jpeg of at most 2,000,000 bytes')
    logo?: UploadArg | null,
    @BusinessFramesArg('Frame images: png, jpg or jpeg, each at most 2,000,000 bytes')
    frames?: UploadArg[] | null,
  ) {
    return this.service.create(input, await this.receive(logo, frames));
  }

  @Mutation(() => BusinessModel, {
    description:
      'A new logo replaces the old one; frames join the end of the gallery. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async updateBusiness(
    @Args('input', { description: "The business's id and the fields to change" }) input: UpdateBusinessInput,
    @BusinessLogoArg()
    logo?: UploadArg | null,
    @BusinessFramesArg()
    frames?: UploadArg[] | null,
  ) {
    return this.service.update(input, await this.receive(logo, frames));
  }

  @Mutation(() => BusinessModel, {
    description: 'Deletes a business with its images (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteBusiness(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }

  private async receive(logo?: UploadArg | null, frames?: UploadArg[] | null) {
    const businessLogo = await this.images.receiveUploads(logo ? [logo] : [], 1);
    try {
      return { businessLogo, businessFrame: await this.images.receiveUploads(frames, MAX_GALLERY_FILES) };
    } catch (error) {
      await this.images.discard(businessLogo);
      throw error;
    }
  }
}
