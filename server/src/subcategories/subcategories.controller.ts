import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateSubcategoryInput, SubcategoriesArgs, UpdateSubcategoryInput } from './dto/subcategory.inputs.js';
import { SubcategoriesService } from './subcategories.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { ImageModel } from '../images/models/image.model.js';
import { NotificationModel } from '../notifications/models/notification.model.js';
import { SubcategoryModel } from './models/subcategory.model.js';

/** Spec §7 subcategories; `id` in the list query is the category. */
@Controller('subcategories')
@AllStaff()
export class SubcategoriesController {
  constructor(private readonly service: SubcategoriesService) {}

  @ApiRoute({
    summary: 'List subcategories of a category',
    description: 'All subcategories of a category, newest first, optionally only the active or inactive ones.',
    data: [SubcategoryModel],
    message: 'Success',
    errors: { 404: 'Category not found' },
  })
  @Get()
  async list(@Query() { id, status }: SubcategoriesArgs) {
    return this.service.list(id, status);
  }

  @ApiRoute({
    summary: 'Create a subcategory',
    description: 'Creates a subcategory and answers it.',
    data: SubcategoryModel,
    message: 'Subcategory created successfully',
    errors: { 404: 'Category not found' },
  })
  @Post('create')
  async create(@Body() input: CreateSubcategoryInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a subcategory',
    description: 'Changes the fields given (by `id` or `_id`) and answers the subcategory; absent fields stay as they are.',
    data: SubcategoryModel,
    message: 'Subcategory updated successfully',
    errors: { 404: 'Subcategory not found' },
  })
  @Put('update')
  async update(@Body() input: UpdateSubcategoryInput) {
    return this.service.update(input);
  }

  @ApiRoute({
    summary: 'Delete a subcategory',
    description: 'Deletes the subcategory named by `id` (or `_id`) and answers it as it was.',
    data: SubcategoryModel,
    message: 'Subcategory deleted successfully',
    errors: { 404: 'Subcategory not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @ApiRoute({
    summary: 'List the gallery images of a subcategory',
    description: 'The images of the subcategory named by `id` (or `_id`), in gallery order.',
    data: [ImageModel],
    message: 'Success',
    errors: { 404: 'Subcategory not found' },
  })
  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @ApiRoute({
    summary: 'Add images to the gallery of a subcategory',
    requiredFiles: ['images'],
    description: 'Adds the uploaded `images` at the end of the gallery of the subcategory named by `id` and answers the gallery.',
    data: [ImageModel],
    message: 'Subcategory images added  successfully',
    errors: { 404: 'Subcategory not found' },
  })
  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id, categoryId }: GalleryUploadArgs, @UploadedImages('images') images: ReceivedImage[]) {
    // The spec spells this text with two spaces.
    return this.service.addImages(id, images, categoryId);
  }

  @ApiRoute({
    summary: 'Send a push notification about a subcategory',
    description:
      "Queues a push notification to the app users subscribed to the subcategory's topic and answers it; delivery happens in the background.",
    data: NotificationModel,
    message: 'Notification sent Successfully',
    errors: { 404: 'Subcategory not found', 409: 'This was notified 3 minutes ago. Please wait 10 minutes between notifications' },
  })
  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
