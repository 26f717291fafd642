import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ImagesService } from '../images/images.service.js';
import { ImageModel } from '../images/models/image.model.js';
import { GraphQLUpload, type UploadArg } from '../images/upload.scalar.js';
import { CreateFrameInput, FramesArgs, RenderFrameArgs, UpdateFrameInput } from './dto/frame.inputs.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FramesService } from './frames.service.js';
import { renderSize } from './render/render-size.js';
import { FrameModel, FramePage } from './models/frame.model.js';

@Resolver(() => FrameModel)
@AllStaff()
export class FramesResolver {
  constructor(
    private readonly service: FramesService,
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ResolveField(() => Int, {
    nullable: true,
    description: "Width of the server's render: the frame image's, scaled so that its longest side is at most RENDER_MAX_SIDE",
  })
  renderWidth(@Parent() frame: FrameModel) {
    return this.renderSizeOf(frame)?.width ?? null;
  }

  @ResolveField(() => Int, { nullable: true, description: "Height of the server's render (see renderWidth)" })
  renderHeight(@Parent() frame: FrameModel) {
    return this.renderSizeOf(frame)?.height ?? null;
  }

  private renderSizeOf(frame: FrameModel) {
    return frame.imageWidth && frame.imageHeight ? renderSize(frame.imageWidth, frame.imageHeight, this.config.render.maxSide) : undefined;
  }

  @Query(() => FramePage, {
    description: 'Frames, newest first, searched by frame name. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  frames(@Args() args: FramesArgs) {
    return this.service.list(args);
  }

  @Query(() => FrameModel, { description: 'One frame by id, with its regions. Who may call: any signed-in staff (superadmin, admin, employee).' })
  frame(@Args('id', { type: () => ID, description: "The frame's id" }) id: string) {
    return this.service.get(id);
  }

  @Query(() => String, {
    description:
      "Where the poster of this frame for an app user is rendered (a PNG; send the staff token). Superadmin only, as it shows the user's details. Who may call: superadmin.",
  })
  @SuperadminOnly()
  async frameRenderUrl(@Args() { id }: IdArgs, @Args() { userId }: RenderFrameArgs) {
    await this.service.get(id);
    return `/adminapi/frames/${id}/render?userId=${encodeURIComponent(userId)}`;
  }

  @Mutation(() => ImageModel, {
    description:
      'Stores a frame image for a frame not saved yet; pass its id as imageId. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  async uploadFrameImage(
    @Args('image', { type: () => GraphQLUpload, description: 'The frame image: one png, jpg or jpeg of at most 2,000,000 bytes' }) image: UploadArg,
  ) {
    return this.service.upload(await this.images.receiveUploads([image], 1));
  }

  @Mutation(() => FrameModel, {
    description: 'Adds a frame from an uploaded image and its regions. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  createFrame(@Args('input', { description: 'The new frame' }) input: CreateFrameInput) {
    return this.service.create(input);
  }

  @Mutation(() => FrameModel, {
    description:
      'Changes a frame; absent fields keep their value, regions when given replace all the old ones. Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  updateFrame(@Args('input', { description: "The frame's id and the fields to change" }) input: UpdateFrameInput) {
    return this.service.update(input);
  }

  @Mutation(() => FrameModel, {
    description:
      'Deletes a frame with its image and regions (to the trash, restorable). Who may call: any signed-in staff (superadmin, admin, employee).',
  })
  deleteFrame(@Args() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
