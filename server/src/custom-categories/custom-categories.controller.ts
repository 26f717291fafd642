import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../common/auth/auth-user.js';
import { AllStaff } from '../common/auth/roles.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CustomCategoriesService } from './custom-categories.service.js';
import { CreateCustomCategoryInput, CustomCategoriesArgs, UpdateCustomCategoryInput } from './dto/custom-category.inputs.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { CustomCategoryModel } from './models/custom-category.model.js';
import { ImageModel } from '../images/models/image.model.js';
import { NotificationModel } from '../notifications/models/notification.model.js';

/** Spec §7 custom categories. */
@Controller('customcategories')
@AllStaff()
export class CustomCategoriesController {
  constructor(private readonly service: CustomCategoriesService) {}

  @ApiRoute({
    summary: 'List custom categories',
    description: 'All custom categories, newest first, optionally only the active or inactive ones.',
    data: [CustomCategoryModel],
    message: 'Success',
  })
  @Get()
  async list(@Query() { status }: CustomCategoriesArgs) {
    return this.service.list(status);
  }

  @ApiRoute({
    summary: 'Create a custom category',
    description: 'Creates a custom category and answers it.',
    data: CustomCategoryModel,
    message: 'Customcategory created successfully',
  })
  @Post('create')
  async create(@Body() input: CreateCustomCategoryInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a custom category',
    description: 'Changes the fields given (by `id` or `_id`) and answers the custom category; absent fields stay as they are.',
    data: CustomCategoryModel,
    message: 'Customcategory updated successfully',
    errors: { 404: 'Customcategory not found' },
  })
  @Put('update')
  async update(@Body() input: UpdateCustomCategoryInput) {
    return this.service.update(input);
  }

  @ApiRoute({
    summary: 'Delete a custom category',
    description: 'Deletes the custom category named by `id` (or `_id`) and answers it as it was.',
    data: CustomCategoryModel,
    message: 'Customcategory deleted successfully',
    errors: { 404: 'Customcategory not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @ApiRoute({
    summary: 'List the gallery images of a custom category',
    description: 'The images of the custom category named by `id` (or `_id`), in gallery order.',
    data: [ImageModel],
    message: 'Success',
    errors: { 404: 'Customcategory not found' },
  })
  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  /** Files `images` and field `id`; the older clients also send `categoryId`, which the whitelist drops. */
  @ApiRoute({
    summary: 'Add images to the gallery of a custom category',
    requiredFiles: ['images'],
    description: 'Adds the uploaded `images` at the end of the gallery of the custom category named by `id` and answers the gallery.',
    data: [ImageModel],
    message: 'Customcategory images added successfully',
    errors: { 404: 'Customcategory not found' },
  })
  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id }: IdArgs, @UploadedImages('images') images: ReceivedImage[]) {
    return this.service.addImages(id, images);
  }

  @ApiRoute({
    summary: 'Send a push notification about a custom category',
    description:
      "Queues a push notification to the app users subscribed to the custom category's topic and answers it; delivery happens in the background.",
    data: NotificationModel,
    message: 'Notification sent Successfully',
    errors: { 404: 'Customcategory not found', 409: 'This was notified 3 minutes ago. Please wait 10 minutes between notifications' },
  })
  @Post('notify')
  async notify(@Body() { id }: IdArgs, @CurrentUser() user: AuthUser) {
    return this.service.notify(id, user);
  }
}
