import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateSubcategoryInput, SubcategoriesArgs, UpdateSubcategoryInput } from './dto/subcategory.inputs.js';
import { SubcategoriesService } from './subcategories.service.js';

/** Spec §7 subcategories; `id` in the list query is the category. */
@Controller('subcategories')
@AllStaff()
export class SubcategoriesController {
  constructor(private readonly service: SubcategoriesService) {}

  @Get()
  async list(@Query() { id, status }: SubcategoriesArgs) {
    return ok('Success', await this.service.list(id, status));
  }

  @Post('create')
  async create(@Body() input: CreateSubcategoryInput) {
    return ok('Subcategory created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateSubcategoryInput) {
    return ok('Subcategory updated successfully', await this.service.update(input));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Subcategory deleted successfully', await this.service.delete(id));
  }

  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return ok('Success', await this.service.gallery(id));
  }

  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id, categoryId }: GalleryUploadArgs, @UploadedImages('images') images: ReceivedImage[]) {
    // The spec spells this text with two spaces.
    return ok('Subcategory images added  successfully', await this.service.addImages(id, images, categoryId));
  }

  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return ok('Notification sent Successfully', await this.service.notify(id, user));
  }
}
