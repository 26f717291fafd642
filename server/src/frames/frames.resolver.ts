import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateFrameInput, FramesArgs, RenderFrameArgs, UpdateFrameInput } from './dto/frame.inputs.js';
import { FramesService } from './frames.service.js';
import { FrameModel, FramePage } from './models/frame.model.js';

@Resolver(() => FrameModel)
@AllStaff()
export class FramesResolver {
  constructor(
    private readonly service: FramesService,
    private readonly images: ImagesService,
  ) {}

  @Query(() => FramePage, { description: 'Frames, newest first, searched by frame name' })
  frames(@Args() args: FramesArgs) {
    return this.service.list(args);
  }

  @Query(() => FrameModel)
  frame(@Args('id', { type: () => ID }) id: string) {
    return this.service.get(id);
  }

  @Query(() => String, {
    description: 'Where the poster of this frame for an app user is rendered (a PNG; send the staff token)',
  })
  async frameRenderUrl(@Args() { id }: IdArgs, @Args() { userId }: RenderFrameArgs) {
    await this.service.get(id);
    return `/adminapi/frames/${id}/render?userId=${encodeURIComponent(userId)}`;
  }

  @Mutation(() => ImageModel, { description: 'Stores a frame image for a frame not saved yet; pass its id as imageId' })
  async uploadFrameImage(@Args('image', { type: () => GraphQLUpload }) image: UploadArg) {
    return this.service.upload(await this.images.receiveUploads([image], 1));
  }

  @Mutation(() => FrameModel)
  createFrame(@Args('input') input: CreateFrameInput) {
    return this.service.create(input);
  }

  @Mutation(() => FrameModel)
  updateFrame(@Args('input') input: UpdateFrameInput) {
    return this.service.update(input);
  }

  @Mutation(() => FrameModel)
  deleteFrame(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
