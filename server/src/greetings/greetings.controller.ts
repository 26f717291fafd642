import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateGreetingInput, GreetingsArgs, UpdateGreetingInput } from './dto/greeting.inputs.js';
import { GreetingsService } from './greetings.service.js';
import { ApiRoute } from '../common/rest/api-route.js';
import { GreetingModel } from './models/greeting.model.js';
import { ImageModel } from '../images/models/image.model.js';

/** Spec §7 greetings; `id` in the list query is the category. */
@Controller('greetings')
@AllStaff()
export class GreetingsController {
  constructor(private readonly service: GreetingsService) {}

  @ApiRoute({
    summary: 'List greetings of a category',
    description: 'All greetings of a category, newest first, optionally only the active or inactive ones.',
    data: [GreetingModel],
    message: 'Success',
    errors: { 404: 'Category not found' },
  })
  @Get()
  async list(@Query() { id, status }: GreetingsArgs) {
    return this.service.list(id, status);
  }

  @ApiRoute({
    summary: 'Create a greeting',
    description: 'Creates a greeting and answers it.',
    data: GreetingModel,
    message: 'Greeting created successfully',
    errors: { 404: 'Category not found' },
  })
  @Post('create')
  async create(@Body() input: CreateGreetingInput) {
    return this.service.create(input);
  }

  @ApiRoute({
    summary: 'Update a greeting',
    description: 'Changes the fields given (by `id` or `_id`) and answers the greeting; absent fields stay as they are.',
    data: GreetingModel,
    message: 'Greeting updated successfully',
    errors: { 404: 'Greeting not found' },
  })
  @Put('update')
  async update(@Body() input: UpdateGreetingInput) {
    return this.service.update(input);
  }

  @ApiRoute({
    summary: 'Delete a greeting',
    description: 'Deletes the greeting named by `id` (or `_id`) and answers it as it was.',
    data: GreetingModel,
    message: 'Greeting deleted successfully',
    errors: { 404: 'Greeting not found' },
  })
  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return this.service.delete(id);
  }

  @ApiRoute({
    summary: 'List the gallery images of a greeting',
    description: 'The images of the greeting named by `id` (or `_id`), in gallery order.',
    data: [ImageModel],
    message: 'Success',
    errors: { 404: 'Greeting not found' },
  })
  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return this.service.gallery(id);
  }

  @ApiRoute({
    summary: 'Add images to the gallery of a greeting',
    requiredFiles: ['images'],
    description: 'Adds the uploaded `images` at the end of the gallery of the greeting named by `id` and answers the gallery.',
    data: [ImageModel],
    message: 'Greeting images added successfully',
    errors: { 404: 'Greeting not found' },
  })
  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id, categoryId }: GalleryUploadArgs, @UploadedImages('images') images: ReceivedImage[]) {
    return this.service.addImages(id, images, categoryId);
  }
}
