import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CustomCategoriesService } from './custom-categories.service.js';
import { CreateCustomCategoryInput, CustomCategoriesArgs, UpdateCustomCategoryInput } from './dto/custom-category.inputs.js';

/** Spec §7 custom categories. */
@Controller('customcategories')
@AllStaff()
export class CustomCategoriesController {
  constructor(private readonly service: CustomCategoriesService) {}

  @Get()
  async list(@Query() { status }: CustomCategoriesArgs) {
    return ok('Success', await this.service.list(status));
  }

  @Post('create')
  async create(@Body() input: CreateCustomCategoryInput) {
    return ok('Customcategory created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateCustomCategoryInput) {
    return ok('Customcategory updated successfully', await this.service.update(input));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Customcategory deleted successfully', await this.service.delete(id));
  }

  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return ok('Success', await this.service.gallery(id));
  }

  /** Files `images` and field `id`; the older clients also send `categoryId`, which the whitelist drops. */
  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id }: IdArgs, @UploadedImages('images') images: ReceivedImage[]) {
    return ok('Customcategory images added successfully', await this.service.addImages(id, images));
  }

  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return ok('Notification sent Successfully', await this.service.notify(id, user));
  }
}
