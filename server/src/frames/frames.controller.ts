import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFrameInput, FRAME_MESSAGES, FramesArgs, RenderFrameArgs, UpdateFrameInput } from './dto/frame.inputs.js';
import { FramesService } from './frames.service.js';
import { RenderUnavailable } from './render/render-pool.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { FrameModel } from './models/frame.model.js';
import { ImageModel } from '../images/models/image.model.js';

/**
 * Spec §7 leaves the frame paths open; these are ours: GET /frame,
 * multipart POST /frame/upload (field `image`, or `frame` as older clients
 * name it), POST /frame/create, PUT /frame/update, GET /frame/delete?id=.
 */
@Controller('frame')
@AllStaff()
export class FramesController {
  constructor(private readonly service: FramesService) {}

  @ApiRoute({
    summary: 'List frames, a page at a time',
    description:
      'One page (`page`, `limit`) of the frames, searched by name with `query`, optionally only active or inactive ones; `totalCount` counts all pages.',
    data: [FrameModel],
    paged: true,
    message: 'Success',
  })
  @Get()
  async list(@Query() args: FramesArgs) {
    return this.service.list(args);
  }

  /** Answers the stored image (id, path, width, height …); pass its id as imageId to create or update. */
  @ApiRoute({
    summary: 'Upload a frame image',
    description:
      'Stores one image (field `image`, or `frame` as older clients name it) and answers it; pass its `id` as `imageId` (or its `path` as `path`) to create or update a frame. Unclaimed uploads are removed after a day.',
    data: ImageModel,
    message: 'Frame uploaded successfully',
  })
  @Post('upload')
  @ImageUploads({ image: 1, frame: 1 })
  async upload(@UploadedImages() files: Record<string, ReceivedImage[]>) {
    const received = [...(files.image ?? []), ...(files.frame ?? [])];
    return this.service.upload(received);
  }

  @ApiRoute({
    summary: 'Create a frame',
    description:
      'Creates a frame and answers it. The frame image is given by `imageId` (from POST /frame/upload) or by its `path`: one of the two is required.',
    data: FrameModel,
    message: 'Frame created successfully',
    errors: { 404: FRAME_MESSAGES.imageNotFound },
    bodyOneOfRequired: ['imageId', 'path'],
  })
  @Post('create')
  async create(@Body() input: CreateFrameInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a frame',
    description: 'Changes the fields given (by `id` or `_id`) and answers the frame; absent fields stay as they are.',
    data: FrameModel,
    message: 'Frame updated successfully',
    errors: { 404: 'Frame not found' },
  })
  @Put('update')
  async update(@Body() input: UpdateFrameInput) {
    return this.service.update(input);
  }

  /** A GET that deletes, like /framefield/delete; it still needs a staff token. */
  @ApiRoute({
    summary: 'Delete a frame',
    description: 'Deletes the frame named by `id` (or `_id`) and answers it as it was.',
    data: FrameModel,
    message: 'Frame deleted successfully',
    errors: { 404: 'Frame not found' },
  })
  @Get('delete')
  async delete(@Query() { id }: IdArgs) {
    return this.service.delete(id);
  }
}

/**
 * GET /adminapi/frames/{id}/render?userId=: the poster as that app user gets
 * it (PNG). It prints the user's name, mobile and address, so only those who
 * may read the user's details (GET /users/appuserinfo: the superadmin) may ask.
 */
@Controller('frames')
@SuperadminOnly()
export class FrameRenderController {
  constructor(private readonly service: FramesService) {}

  @ApiRoute({
    summary: "Render a frame as an app user's poster",
    description: "The frame with the app user's details (name, mobile, logo …) drawn into its regions, as a PNG.",
    data: { file: 'image/png', headers: { 'Cache-Control': 'private, no-store' } },
    errors: { 404: 'Frame not found' },
  })
  @Get(':id/render')
  async render(@Param() { id }: IdArgs, @Query() { userId }: RenderFrameArgs, @Res() response: Response) {
    // A caller who leaves stops the render (queued or drawing).
    const left = new AbortController();
    const onClose = () => left.abort();
    response.on('close', onClose);
    try {
      const png = await this.service.render(id, userId, left.signal);
      response.type('image/png').setHeader('Cache-Control', 'private, no-store');
      response.send(png);
    } catch (error) {
      if (error instanceof RenderUnavailable) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    } finally {
      response.off('close', onClose);
    }
  }
}
