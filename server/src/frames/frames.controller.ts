import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AllStaff, SuperadminOnly } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFrameInput, FramesArgs, RenderFrameArgs, UpdateFrameInput } from './dto/frame.inputs.js';
import { FramesService } from './frames.service.js';
import { RenderUnavailable } from './render/render-pool.js';

/**
 * Spec §7 leaves the frame paths open; these are ours: GET /frame,
 * multipart POST /frame/upload (field `image`, or `frame` as older clients
 * name it), POST /frame/create, PUT /frame/update, GET /frame/delete?id=.
 */
@Controller('frame')
@AllStaff()
export class FramesController {
  constructor(private readonly service: FramesService) {}

  @Get()
  async list(@Query() args: FramesArgs) {
    const { items, totalCount } = await this.service.list(args);
    return ok('Success', items, totalCount);
  }

  /** Answers the stored image (id, path, width, height …); pass its id as imageId to create or update. */
  @Post('upload')
  @ImageUploads({ image: 1, frame: 1 })
  async upload(@UploadedImages() files: Record<string, ReceivedImage[]>) {
    const received = [...(files.image ?? []), ...(files.frame ?? [])];
    return ok('Frame uploaded successfully', await this.service.upload(received));
  }

  @Post('create')
  async create(@Body() input: CreateFrameInput) {
    return ok('Frame created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateFrameInput) {
    return ok('Frame updated successfully', await this.service.update(input));
  }

  /** A GET that deletes, like /framefield/delete; it still needs a staff token. */
  @Get('delete')
  async delete(@Query() { id }: IdArgs) {
    return ok('Frame deleted successfully', await this.service.delete(id));
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
