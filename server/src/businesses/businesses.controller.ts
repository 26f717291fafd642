import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { BusinessesService } from './businesses.service.js';
import { BusinessesArgs, CreateBusinessInput, UpdateBusinessInput } from './dto/business.inputs.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { BusinessModel } from './models/business.model.js';

const BUSINESS_FILES = { businessLogo: 1, businessFrame: MAX_GALLERY_FILES };

/** Spec §7 `/businessess` (spelled so); create and update are multipart. */
@Controller('businessess')
@AllStaff()
export class BusinessesController {
  constructor(private readonly service: BusinessesService) {}

  @ApiRoute({
    summary: 'List businesses of an app user',
    description: 'All businesses of an app user, newest first, optionally only the active or inactive ones.',
    data: [BusinessModel],
    message: 'Success',
    errors: { 404: 'User not found' },
  })
  @Get()
  async list(@Query() { id, query }: BusinessesArgs) {
    return this.service.list(id, query);
  }

  @ApiRoute({
    summary: 'Create a business',
    description: 'Creates a business and answers it.',
    data: BusinessModel,
    message: 'Business created successfully',
    errors: { 404: 'User not found' },
  })
  @Post('create')
  @ImageUploads(BUSINESS_FILES)
  async create(@Body() input: CreateBusinessInput, @UploadedImages() files: Record<string, ReceivedImage[]>) {
    return this.service.create(input, files);
  }

  @ApiRoute({
    summary: 'Update a business',
    description: 'Changes the fields given (by `id` or `_id`) and answers the business; absent fields stay as they are.',
    data: BusinessModel,
    message: 'Business updated successfully',
    errors: { 404: 'Business not found' },
  })
  @Put('update')
  @ImageUploads(BUSINESS_FILES)
  async update(@Body() input: UpdateBusinessInput, @UploadedImages() files: Record<string, ReceivedImage[]>) {
    return this.service.update(input, files);
  }

  @ApiRoute({
    summary: 'Delete a business',
    description: 'Deletes the business named by `id` (or `_id`) and answers it as it was.',
    data: BusinessModel,
    message: 'Business deleted successfully',
    errors: { 404: 'Business not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }
}
