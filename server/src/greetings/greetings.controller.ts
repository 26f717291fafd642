import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { AllStaff } from '../common/auth/roles.js';
import { GalleryUploadArgs } from '../common/dto/gallery.inputs.js';
import { IdArgs } from '../common/dto/id.input.js';
import { ok } from '../common/rest/envelope.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { MAX_GALLERY_FILES } from '../images/image-rules.js';
import { ImageUploads, UploadedImages } from '../images/image-uploads.interceptor.js';
import { CreateGreetingInput, GreetingsArgs, UpdateGreetingInput } from './dto/greeting.inputs.js';
import { GreetingsService } from './greetings.service.js';

/** Spec §7 greetings; `id` in the list query is the category. */
@Controller('greetings')
@AllStaff()
export class GreetingsController {
  constructor(private readonly service: GreetingsService) {}

  @Get()
  async list(@Query() { id, status }: GreetingsArgs) {
    return ok('Success', await this.service.list(id, status));
  }

  @Post('create')
  async create(@Body() input: CreateGreetingInput) {
    return ok('Greeting created successfully', await this.service.create(input));
  }

  @Put('update')
  async update(@Body() input: UpdateGreetingInput) {
    return ok('Greeting updated successfully', await this.service.update(input));
  }

  @Delete('delete')
  async delete(@Body() { id }: IdArgs) {
    return ok('Greeting deleted successfully', await this.service.delete(id));
  }

  @Get('getimages')
  async images(@Query() { id }: IdArgs) {
    return ok('Success', await this.service.gallery(id));
  }

  @Post('uploadimages')
  @ImageUploads({ images: MAX_GALLERY_FILES })
  async uploadImages(@Body() { id, categoryId }: GalleryUploadArgs, @UploadedImages('images') images: ReceivedImage[]) {
    return ok('Greeting images added successfully', await this.service.addImages(id, images, categoryId));
  }
}
