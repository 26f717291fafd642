import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFrameFieldInput, FrameFieldsArgs, UpdateFrameFieldInput } from './dto/frame-field.inputs.js';
import { FrameFieldsService } from './frame-fields.service.js';

/** Spec §7 `/framefield`; create and update are multipart with the file in `image`. */
@Controller('framefield')
@AllStaff()
export class FrameFieldsController {
  constructor(private readonly service: FrameFieldsService) {}

  @Get()
  async list(@Query() { isElection }: FrameFieldsArgs) {
    return ok('Success', await this.service.list(isElection));
  }

  @Post('create')
  @ImageUploads({ image: 1 })
  async create(@Body() input: CreateFrameFieldInput, @UploadedImages('image') images: ReceivedImage[]) {
    return ok('Frame field created successfully', await this.service.create(input, images));
  }

  @Put('update')
  @ImageUploads({ image: 1 })
  async update(@Body() input: UpdateFrameFieldInput, @UploadedImages('image') images: ReceivedImage[]) {
    return ok('Frame field updated successfully', await this.service.update(input, images));
  }

  /** A GET that deletes, as the older clients call it (spec §7); it still needs a staff token. */
  @Get('delete')
  async delete(@Query() { id }: IdArgs) {
    return ok('Frame field deleted successfully', await this.service.delete(id));
  }
}
