import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateFrameFieldInput, FrameFieldsArgs, UpdateFrameFieldInput } from './dto/frame-field.inputs.js';
import { FrameFieldsService } from './frame-fields.service.js';
import { FrameFieldModel } from './models/frame-field.model.js';

@Resolver(() => FrameFieldModel)
@AllStaff()
export class FrameFieldsResolver {
  constructor(
    private readonly service: FrameFieldsService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => [FrameFieldModel], { description: 'Frame fields, oldest first' })
  frameFields(@Args() { isElection }: FrameFieldsArgs) {
    return this.service.list(isElection);
  }

  @Query(() => FrameFieldModel)
  frameField(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => FrameFieldModel)
  async createFrameField(
    @Args('input') input: CreateFrameFieldInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image?: UploadArg | null,
  ) {
    return this.service.create(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => FrameFieldModel)
  async updateFrameField(
    @Args('input') input: UpdateFrameFieldInput,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => FrameFieldModel, { description: 'Deletes the field; regions bound to it lose their type' })
  deleteFrameField(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
