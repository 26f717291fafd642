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

  @Query(() => [FrameFieldModel], { description: 'Frame fields, oldest first. Who may call: any signed-in staff (superadmin, admin, employee).' })
  frameFields(@Args() { isElection }: FrameFieldsArgs) {
    return this.service.list(isElection);
  }

  @Query(() => FrameFieldModel, { description: 'One frame field by id. Who may call: any signed-in staff (superadmin, admin, employee).' })
  frameField(@Args('id', { type: () => ID, description: "The frame field's id" }) id: string) {
    return this.service.get(id);
  }

  @Mutation(() => FrameFieldModel, {
    description: 'Adds a frame field; the variable name must not be taken. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async createFrameField(
    @Args('input', { description: 'The new frame field' }) input: CreateFrameFieldInput,
    @Args('image', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A sample image for an image field: one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    image?: UploadArg | null,
  ) {
    return this.service.create(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => FrameFieldModel, {
    description: 'Changes a frame field; absent fields keep their value. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async updateFrameField(
    @Args('input', { description: "The frame field's id and the fields to change" }) input: UpdateFrameFieldInput,
    @Args('image', {
      type: () => GraphQLUpload,
      nullable: true,
      description: 'A new sample image (replaces the old one): one png, jpg or jpeg of at most 2,000,000 bytes',
    })
    image?: UploadArg | null,
  ) {
    return this.service.update(input, await this.images.receiveUploads(image ? [image] : [], 1));
  }

  @Mutation(() => FrameFieldModel, {
    description: 'Deletes the field; regions bound to it lose their type. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteFrameField(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
