import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { BusinessesService } from './businesses.service.js';
import { BusinessesArgs, CreateBusinessInput, UpdateBusinessInput } from './dto/business.inputs.js';

const BUSINESS_FILES = { businessLogo: 1, businessFrame: MAX_GALLERY_FILES };

/** Spec §7 `/businessess` (spelled so); create and update are multipart. */
@Controller('businessess')
@AllStaff()
export class BusinessesController {
  constructor(private readonly service: BusinessesService) {}

  @Get()
  async list(@Query() { id, query }: BusinessesArgs) {
    return ok('Success', await this.service.list(id, query));
  }

  @Post('create')
  @ImageUploads(BUSINESS_FILES)
  async create(@Body() input: CreateBusinessInput, @UploadedImages() files: Record<string, ReceivedImage[]>) {
    return ok('Business created successfully', await this.service.create(input, files));
  }

  @Put('update')
  @ImageUploads(BUSINESS_FILES)
  async update(@Body() input: UpdateBusinessInput, @UploadedImages() files: Record<string, ReceivedImage[]>) {
    return ok('Business updated successfully', await this.service.update(input, files));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Business deleted successfully', await this.service.delete(id));
  }
}
