import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
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

  @Query(() => [BusinessModel], { description: "An app user's businesses, newest first; `query` filters by name" })
  businesses(@Args() { id, query }: BusinessesArgs) {
    return this.service.list(id, query);
  }

  @Query(() => BusinessModel)
  business(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => BusinessModel)
  async createBusiness(
    @Args('input') input: CreateBusinessInput,
    @Args('businessLogo', { type: () => GraphQLUpload, nullable: true }) logo?: UploadArg | null,
    @Args('businessFrame', { type: () => [GraphQLUpload], nullable: true }) frames?: UploadArg[] | null,
  ) {
    return this.service.create(input, await this.receive(logo, frames));
  }

  @Mutation(() => BusinessModel, { description: 'A new logo replaces the old one; frames join the end of the gallery' })
  async updateBusiness(
    @Args('input') input: UpdateBusinessInput,
    @Args('businessLogo', { type: () => GraphQLUpload, nullable: true }) logo?: UploadArg | null,
    @Args('businessFrame', { type: () => [GraphQLUpload], nullable: true }) frames?: UploadArg[] | null,
  ) {
    return this.service.update(input, await this.receive(logo, frames));
  }

  @Mutation(() => BusinessModel)
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
