import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateFrameFieldInput, FrameFieldsArgs, UpdateFrameFieldInput } from './dto/frame-field.inputs.js';
import { FrameFieldsService } from './frame-fields.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { FrameFieldModel } from './models/frame-field.model.js';
import { FRAME_FIELD } from '../../../shared/entities/index.js';

/** Spec §7 `/framefield`; create and update are multipart with the file in `image`. */
@Controller('framefield')
@AllStaff()
export class FrameFieldsController {
  constructor(private readonly service: FrameFieldsService) {}

  @ApiRoute({
    summary: 'List frame fields',
    description: 'All frame fields, newest first, optionally only the active or inactive ones.',
    data: [FrameFieldModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { isElection }: FrameFieldsArgs) {
    return this.service.list(isElection);
  }

  @ApiRoute({
    summary: 'Create a frame field',
    description: 'Creates a frame field and answers it.',
    data: FrameFieldModel,
    message: 'Frame field created successfully',
    errors: { 409: FRAME_FIELD.messages.taken.variableName },
    fileOnlyWhen: { file: 'image', field: 'type', value: 'image' },
  })
  @Post('create')
  @ImageUploads({ image: 1 })
  async create(@Body() input: CreateFrameFieldInput, @UploadedImages('image') images: ReceivedImage[]) {
    return this.service.create(input, images);
  }

  @ApiRoute({
    summary: 'Update a frame field',
    description: 'Changes the fields given (by `id` or `_id`) and answers the frame field; absent fields stay as they are.',
    data: FrameFieldModel,
    message: 'Frame field updated successfully',
    errors: { 404: 'Frame field not found', 409: FRAME_FIELD.messages.taken.variableName },
  })
  @Put('update')
  @ImageUploads({ image: 1 })
  async update(@Body() input: UpdateFrameFieldInput, @UploadedImages('image') images: ReceivedImage[]) {
    return this.service.update(input, images);
  }

  /** A GET that deletes, as the older clients call it (spec §7); it still needs a staff token. */
  @ApiRoute({
    summary: 'Delete a frame field',
    description: 'Deletes the frame field named by `id` (or `_id`) and answers it as it was.',
    data: FrameFieldModel,
    message: 'Frame field deleted successfully',
    errors: { 404: 'Frame field not found' },
  })
  @Get('delete')
  async delete(@Query() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
